import type { ActivationAccountInput } from '@balcao/domain/bank-account';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { openBankAccount } from './account';

/**
 * The sandbox's KYC provider. Test documents force a refusal, so every outcome can be seen on purpose;
 * any other submission is approved (apps/sandbox/README.md, 'Ativação da conta PJ').
 */
export const KYC_TEST_DOCUMENTS = {
  /** Partner A (the account owner) with this CPF is refused. */
  refusedOwnerCpf: '11144477735',
  /** Any company partner with this CNPJ is refused. */
  refusedPartnerCnpj: '11444777000161',
} as const;

export const KYC_REASONS = {
  owner: 'CPF do sócio A com pendência na Receita Federal.',
  partner: 'CNPJ de sócio com situação cadastral irregular.',
} as const;

/** The analysis' verdict on one submission: null approves, a reason refuses. */
export function kycVerdict(input: ActivationAccountInput): string | null {
  if (input.newAccountOwner.document === KYC_TEST_DOCUMENTS.refusedOwnerCpf) return KYC_REASONS.owner;
  if (input.newLegalOwner.some((owner) => owner.document === KYC_TEST_DOCUMENTS.refusedPartnerCnpj))
    return KYC_REASONS.partner;
  return null;
}

/** An approved account comes with the banking profile for the seller's admins who have none. */
async function grantBankingToAdmins(db: Db, sellerId: number): Promise<void> {
  await db.query(
    `UPDATE users SET banking_profile = 'ADMIN'
      WHERE seller_id = $1 AND profile = 'ADMIN' AND banking_profile IS NULL AND deleted_at IS NULL`,
    [sellerId],
  );
}

/**
 * Every session of the seller carries the status it was issued with (and the admins' their old roles):
 * their access tokens end now (`endAccessTokens`, for all of them at once), so the next call refreshes
 * into the verdict instead of waiting up to 15 minutes for the token to expire.
 */
async function endSellerAccessTokens(db: Db, sellerId: number): Promise<void> {
  await db.query('UPDATE users SET session_version = session_version + 1 WHERE seller_id = $1', [sellerId]);
}

/** Decides every activation whose 5 minutes have passed; rows another process holds are skipped. */
export async function decideDueActivations(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const due = await db.query<{ seller_id: number; account_input: ActivationAccountInput }>(
    `SELECT seller_id, account_input FROM bank_accounts
      WHERE status = 'PENDING' AND kyc_due_at <= $1
      ORDER BY kyc_due_at, seller_id FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  for (const row of due) {
    const reason = kycVerdict(row.account_input);
    if (reason) {
      await db.query(
        `UPDATE bank_accounts SET status = 'FAILED', kyc_analysis_result = $2, kyc_due_at = NULL,
                decided_at = $3, updated_at = $3
          WHERE seller_id = $1`,
        [row.seller_id, reason, now.toISOString()],
      );
      await endSellerAccessTokens(db, row.seller_id);
      continue;
    }
    await db.query('UPDATE bank_accounts SET kyc_due_at = NULL WHERE seller_id = $1', [row.seller_id]);
    await openBankAccount(db, row.seller_id, now);
    await grantBankingToAdmins(db, row.seller_id);
    await endSellerAccessTokens(db, row.seller_id);
  }
}

export const bankAccountKycJob: JobHandler = async (tx, clock) => {
  await decideDueActivations(tx, clock);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(kyc_due_at) AS at FROM bank_accounts WHERE status = 'PENDING'`,
  );
  return earliest(next?.at ? new Date(next.at) : null);
};
