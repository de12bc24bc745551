import { hasAnyRole, type Role } from '../access/roles';
import { WEEK_RANGE_EXTRA_DAYS } from '../common/constants';
import { type ApiDate, addDays, isApiDate } from '../dates/calendar-day';
import { type Access, canOpenRoute } from '../navigation/navigation';
import { type RoutePath, routeByPath } from '../navigation/routes';

/**
 * The dashboard's rules (§2 'Dashboard (route /)' and §6 of the acquiring document), shared by the
 * app, which shows or hides, and the sandbox, which refuses.
 */

export interface CreateChargeItem {
  label: 'Link de Pagamento' | 'Link Rápido';
  path: RoutePath;
}

const CREATE_CHARGE_ROLES = ['SELLER_ADMIN', 'SELLER_PAYMENT_LINK'] as const satisfies Role[];

/**
 * §2: 'Criar cobrança' shows while disable_paymentlink is absent and the role is SELLER_ADMIN or
 * SELLER_PAYMENT_LINK; 'Link Rápido' also needs view_fast_payment_link, and each item needs its route's
 * toggles. An empty list hides the menu.
 */
export function createChargeItems({ roles, features }: Access): CreateChargeItem[] {
  if (features.includes('disable_paymentlink') || !hasAnyRole(roles, CREATE_CHARGE_ROLES)) return [];
  const items: CreateChargeItem[] = [
    { label: 'Link de Pagamento', path: '/seja-pago/criar/cobranca-pontual' },
  ];
  if (features.includes('view_fast_payment_link'))
    items.push({ label: 'Link Rápido', path: '/seja-pago/criar/link-rapido' });
  // An item leads only where its route opens (view_seller_payment_link and the rest of its toggles).
  return items.filter((item) => canOpenRoute(routeByPath(item.path), { roles, features }));
}

/** §2: the roles of the balance card and of its data. */
export const BALANCE_ROLES = [
  'SELLER_FINANCES',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_BALANCE_VISUALIZATION',
] as const satisfies Role[];

/** The card shows with one of the roles plus view_seller_balance. */
export function showsBalanceCard({ roles, features }: Access): boolean {
  return hasAnyRole(roles, BALANCE_ROLES) && features.includes('view_seller_balance');
}

/** Its figures load with one of the roles plus view_seller_finance (the sandbox refuses otherwise). */
export function loadsBalance({ roles, features }: Access): boolean {
  return hasAnyRole(roles, BALANCE_ROLES) && features.includes('view_seller_finance');
}

/** 002 §4: the balance card offers a manual retry while it has failed fewer than this many times. */
const BALANCE_MAX_MANUAL_RETRIES = 2;

export function offersBalanceRetry(errorCount: number): boolean {
  return errorCount < BALANCE_MAX_MANUAL_RETRIES;
}

export type DashboardPeriodKind = 'week' | 'month';

export interface DashboardPeriod {
  startDate: ApiDate;
  endDate: ApiDate;
}

/** §2: a weekly range is the chosen start plus 6 days. */
export function weekPeriod(start: ApiDate): DashboardPeriod {
  return { startDate: start, endDate: addDays(start, WEEK_RANGE_EXTRA_DAYS) };
}

/** A calendar month 'yyyy-MM' from its first to its last day. */
export function monthPeriod(month: string): DashboardPeriod {
  const startDate = `${month}-01`;
  if (!isApiDate(startDate)) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  const [year = 0, index = 1] = month.split('-').map(Number);
  const next =
    index === 12
      ? `${String(year + 1).padStart(4, '0')}-01-01`
      : `${month.slice(0, 5)}${String(index + 1).padStart(2, '0')}-01`;
  return { startDate, endDate: addDays(next, -1) };
}

/** The week that opens the dashboard: the last seven days, today included, so today's payments show. */
export function defaultWeekStart(today: ApiDate): ApiDate {
  return addDays(today, -WEEK_RANGE_EXTRA_DAYS);
}

/**
 * §2 empty texts: 'para o período selecionado' when the seller has charges at all (a first charge
 * date exists), otherwise 'ainda'.
 */
export function revenueEmptyTitle(hasAnyCharge: boolean): string {
  return hasAnyCharge ? 'Sem dados de receita para o período selecionado' : 'Sem dados de receita ainda';
}

export const REVENUE_EMPTY_HINT = 'Você verá o resumo da sua receita recebida e projetada aqui';
