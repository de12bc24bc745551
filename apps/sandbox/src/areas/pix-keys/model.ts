import type { banking } from '@balcao/client';
import type { PixAccountType } from '@balcao/domain/pix';
import type { ActiveBankAccount } from '../bank-accounts/account';

export type PixKey = banking.components['schemas']['PixKey'];
export type PixKeyRegistration = banking.components['schemas']['PixKeyRegistration'];
export type PixKeyRegistered = banking.components['schemas']['PixKeyRegistered'];
export type PixKeyChallenge = banking.components['schemas']['PixKeyChallenge'];

export interface PixKeyRow {
  id: string;
  key: string;
  key_type: PixKey['keyType'];
  account_id: string;
  account_type: PixAccountType;
  created_at: Date | string;
}

export const PIX_KEY_COLUMNS = 'id::text, key, key_type, account_id::text, account_type, created_at';

export function toPixKey(row: PixKeyRow): PixKey {
  return {
    id: row.id,
    key: row.key,
    keyType: row.key_type,
    accountId: row.account_id,
    accountType: row.account_type,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Which of the seller's two accounts an id names (requireActiveBankAccount already refused others). */
export const accountTypeOf = (account: ActiveBankAccount, accountId: string): PixAccountType =>
  accountId === account.investmentAccountId ? 'INVESTMENT' : 'CHECKING';

export const registered = (pixKey: PixKey): PixKeyRegistered => ({
  status: 'REGISTERED',
  keyValue: pixKey.key,
  pixKey,
  challenge: null,
});
