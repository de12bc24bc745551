import type { AcquiringProfile, BankingProfile, UserStatus } from '@balcao/domain/access';
import { hashPassword, type PasswordCost } from '../src/areas/auth/passwords';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from './constants';

export interface StaffUser {
  email: string;
  name: string;
  profile: AcquiringProfile | null;
  bankingProfile: BankingProfile | null;
  status: UserStatus;
  daysAgo: number;
}

const at = (local: string) => `${local}@${DEMO_DOMAIN}`;

/**
 * More staff of the demo merchant, so that /usuarios shows every status: a blocked cashier, an
 * inactive former stock keeper, an invitation not yet accepted (no password), and active users.
 * All but the invited one sign in with the demo password (the blocked and inactive ones are refused).
 */
export const DEMO_STAFF_USERS: readonly StaffUser[] = [
  {
    email: at('atendimento'),
    name: 'Amanda Atendimento',
    profile: 'SALE',
    bankingProfile: null,
    status: 'ACTIVE',
    daysAgo: 90,
  },
  {
    email: at('contabilidade'),
    name: 'Caio Contábil',
    profile: 'FINANCE',
    bankingProfile: 'OPERADOR',
    status: 'ACTIVE',
    daysAgo: 60,
  },
  {
    email: at('caixa'),
    name: 'Cláudia Caixa',
    profile: 'SALE',
    bankingProfile: null,
    status: 'BLOCKED',
    daysAgo: 45,
  },
  {
    email: at('estoque'),
    name: 'Everton Estoque',
    profile: 'SUPERVISOR',
    bankingProfile: null,
    status: 'INACTIVE',
    daysAgo: 200,
  },
  { email: at('convidada'), name: '', profile: 'SALE', bankingProfile: null, status: 'CREATED', daysAgo: 2 },
];

const DAY = 24 * 3600 * 1000;

export async function seedStaffUsers(
  db: Db,
  clock: Clock,
  accounts: SeededAccounts,
  passwordCost?: PasswordCost,
): Promise<void> {
  const now = clock.now().getTime();
  const rows = await Promise.all(
    DEMO_STAFF_USERS.map(async (user) => [
      accounts.sellers.demo,
      user.email,
      user.name,
      user.status === 'CREATED' ? null : await hashPassword(DEMO_PASSWORD, passwordCost),
      user.profile,
      user.bankingProfile,
      user.status,
      new Date(now - user.daysAgo * DAY).toISOString(),
    ]),
  );
  await insertRows(
    db,
    'users',
    ['seller_id', 'email', 'name', 'password_hash', 'profile', 'banking_profile', 'status', 'created_at'],
    rows,
  );
}
