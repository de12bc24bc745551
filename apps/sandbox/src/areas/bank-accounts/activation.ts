import type { banking } from '@balcao/client';
import {
  ACTIVATION_MESSAGES,
  type ActivationAccountInput,
  type ActivationPayload,
  accountInputOf,
  activationFormOf,
  activationProblems,
  partnerLetter,
} from '@balcao/domain/bank-account';
import { businessToday } from '@balcao/domain/dates';
import { normalizeDocument } from '@balcao/domain/documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, ValidationErrors } from '../../errors';
import { lockJob, wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { ADDRESS_FIELD_LABELS } from '../shared/address-row';
import type { Caller } from '../shared/caller';
import { bankAccountOf } from './account';

type Activation = banking.components['schemas']['BankAccountActivation'];
type ActivationRequest = banking.components['schemas']['BankAccountActivationRequest'];

/** The provider's analysis takes this long after Finalizar (sandbox clock), as a real KYC takes hours. */
export const KYC_DELAY_MS = 5 * 60 * 1000;

/** The form's words for each field, so a refusal reads 'Sócio B — Documento: Cnpj inválido.'. */
const FIELD_LABELS: Record<string, string> = {
  document: 'CNPJ',
  companyName: 'Razão social',
  openingDate: 'Data de abertura',
  email: 'E-mail',
  phone: 'Telefone',
  ...ADDRESS_FIELD_LABELS,
  fantasyName: 'Nome fantasia',
  url: 'Site',
  businessType: 'Categoria da empresa',
  mainActivity: 'Atividade principal',
  name: 'Nome',
  date: 'Data de nascimento ou fundação',
  type: 'Tipo',
};

function labelOf(path: string): string {
  const [section, index, field] = path.split('.');
  if (section === 'partners') {
    const label = field === 'document' ? 'CPF/CNPJ' : (FIELD_LABELS[field ?? ''] ?? field);
    return `Sócio ${partnerLetter(Number(index))} — ${label}`;
  }
  return FIELD_LABELS[index ?? ''] ?? index ?? path;
}

/** The request in the form's shape: the same schemas as the wizard judge it (`activationProblems`). */
function formOf(request: ActivationRequest) {
  return activationFormOf(accountInputOf(request as ActivationPayload));
}

/**
 * The request must say the same thing twice where the payload repeats itself: partner A is the account
 * owner and the first natural owner (with its type).
 */
function ownerProblems(request: ActivationRequest): string[] {
  const [first] = request.naturalOwner;
  const owner = request.accountOwner;
  if (
    first &&
    first.document === owner.document &&
    first.firstName === owner.firstName &&
    first.lastName === owner.lastName &&
    first.birthdate === owner.birthdate &&
    first.email === owner.email &&
    first.phone === owner.phoneNumber
  )
    return [];
  return ['Sócio A — O primeiro sócio pessoa física deve ser o titular da conta (accountOwner).'];
}

function activationOf(row: {
  status: Activation['status'];
  kycAnalysisResult: string | null;
  accountInput: ActivationAccountInput | null;
}): Activation {
  return {
    status: row.status,
    kycAnalysisResult: row.status === 'FAILED' ? row.kycAnalysisResult : null,
    accountInput: row.accountInput as Activation['accountInput'],
  };
}

/** GET /accounts/activation: the status, the FAILED reason and the last submission. A read. */
export async function getActivation(db: Db, _clock: Clock, caller: Caller): Promise<Activation> {
  const account = await bankAccountOf(db, caller.sellerId);
  const [row] = await db.query<{ account_input: ActivationAccountInput | null }>(
    'SELECT account_input FROM bank_accounts WHERE seller_id = $1',
    [caller.sellerId],
  );
  return activationOf({ ...account, accountInput: row?.account_input ?? null });
}

/**
 * POST /accounts/activation (Finalizar): validated by the wizard's own rules, stored as the accountInput
 * and PENDING, and the KYC job woken for 5 minutes later. Sent again after FAILED, it replaces the last
 * submission; while PENDING or ACTIVE it is refused.
 */
export async function submitActivation(
  db: Db,
  clock: Clock,
  caller: Caller,
  request: ActivationRequest,
): Promise<Activation> {
  const now = clock.now();
  const problems = [
    ...activationProblems(formOf(request), businessToday(now)).map((p) => `${labelOf(p.path)}: ${p.message}`),
    ...ownerProblems(request),
  ];
  const [seller] = await db.query<{ document: string }>('SELECT document FROM sellers WHERE id = $1', [
    caller.sellerId,
  ]);
  if (seller && normalizeDocument(request.document) !== normalizeDocument(seller.document))
    problems.unshift(`CNPJ: ${ACTIVATION_MESSAGES.companyDocument}`);
  if (problems.length > 0) throw new ValidationErrors(problems);

  // The job's row first, then the account's: the order the KYC job takes them in.
  await lockJob(db, JOB_KINDS.bankAccountKyc);
  const [current] = await db.query<{ status: string }>(
    'SELECT status FROM bank_accounts WHERE seller_id = $1 FOR UPDATE',
    [caller.sellerId],
  );
  if (current?.status === 'PENDING')
    throw new HttpError(409, 'ACCOUNT_PENDING', 'A conta já está em análise.');
  if (current?.status === 'ACTIVE') throw new HttpError(409, 'ACCOUNT_ACTIVE', 'A conta já está ativa.');
  const accountInput = accountInputOf(request as ActivationPayload);
  const due = new Date(now.getTime() + KYC_DELAY_MS);
  await db.query(
    `INSERT INTO bank_accounts (seller_id, status, account_input, submitted_at, kyc_due_at, updated_at)
     VALUES ($1, 'PENDING', $2::jsonb, $3, $4, $3)
     ON CONFLICT (seller_id) DO UPDATE SET status = 'PENDING', kyc_analysis_result = NULL,
       account_input = excluded.account_input, submitted_at = excluded.submitted_at,
       kyc_due_at = excluded.kyc_due_at, decided_at = NULL, updated_at = excluded.updated_at`,
    [caller.sellerId, JSON.stringify(accountInput), now.toISOString(), due.toISOString()],
  );
  await wakeJob(db, JOB_KINDS.bankAccountKyc, due);
  return activationOf({ status: 'PENDING', kycAnalysisResult: null, accountInput });
}
