import { randomUUID } from 'node:crypto';
import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { customerSearchKey } from '@balcao/domain/customers';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { bankNameByCode, institutionNameByIspb } from '@balcao/domain/payables';
import { pixLimitExceededMessage } from '@balcao/domain/pix';
import { post } from '../src/areas/ledger/post';
import { executionInstant } from '../src/areas/payables/decisions';
import { endToEndId, FAILURE_REASONS } from '../src/areas/payables/execution';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';
import { EXTERNAL_PIX_RECIPIENTS } from './pix-keys';

/**
 * The demo merchant's accounts payable: a payment in every status the sandbox bank stores, Pix to each
 * kind of external key and boletos of real banks, requested by the operator and decided by the admin,
 * the paid ones on the ledger; and three Pix favourites. Dates are relative to the seed's day.
 */

const [papelaria, marina, joao, transportes, contabilidade] = EXTERNAL_PIX_RECIPIENTS;
const KEY_TYPES = { email: 'EMAIL', cpf: 'DOCUMENT', cnpj: 'DOCUMENT', phone: 'PHONE', evp: 'ALLEATORY_KEY' };

type Recipient = (typeof EXTERNAL_PIX_RECIPIENTS)[number];
type Status = 'REQUESTED' | 'SCHEDULED' | 'PAID' | 'FAILED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';
type Seeded = {
  status: Status;
  days: number;
  cents: number;
  center: string;
  description: string;
  reason?: string;
} & ({ pix: Recipient } | { bank: string });

const PAYMENTS: Seeded[] = [
  {
    status: 'PAID',
    days: -10,
    cents: 125_090,
    center: 'administrativo',
    description: 'Material de escritório',
    pix: papelaria,
  },
  {
    status: 'PAID',
    days: -5,
    cents: 348_000,
    center: 'financeiro',
    description: 'Aluguel do escritório',
    bank: '341',
  },
  {
    status: 'PAID',
    days: -3,
    cents: 89_900,
    center: 'operacional',
    description: 'Frete de novembro',
    pix: transportes,
  },
  {
    status: 'SCHEDULED',
    days: 3,
    cents: 80_000,
    center: 'marketing',
    description: 'Fotos da campanha',
    pix: marina,
  },
  {
    status: 'SCHEDULED',
    days: 7,
    cents: 215_035,
    center: 'operacional',
    description: 'Energia da loja',
    bank: '001',
  },
  {
    status: 'REQUESTED',
    days: 2,
    cents: 64_000,
    center: 'operacional',
    description: 'Coleta de mercadorias',
    pix: transportes,
  },
  {
    status: 'REQUESTED',
    days: 5,
    cents: 198_000,
    center: 'vendas',
    description: 'Feira de varejo',
    bank: '237',
  },
  {
    status: 'REQUESTED',
    days: 1,
    cents: 15_000,
    center: 'vendas',
    description: 'Comissão de indicação',
    pix: joao,
  },
  {
    status: 'REJECTED',
    days: -3,
    cents: 120_000,
    center: 'administrativo',
    description: 'Honorários contábeis',
    reason: 'Fornecedor já foi pago por boleto.',
    pix: contabilidade,
  },
  {
    status: 'FAILED',
    days: -2,
    cents: 9_800_000,
    center: 'financeiro',
    description: 'Parcela do financiamento',
    reason: FAILURE_REASONS.insufficientBalance,
    bank: '033',
  },
  {
    status: 'FAILED',
    days: -1,
    cents: 1_200_000,
    center: 'marketing',
    description: 'Patrocínio do evento',
    reason: pixLimitExceededMessage('DAY', 1_000_000, 0),
    pix: marina,
  },
  {
    status: 'EXPIRED',
    days: -4,
    cents: 45_000,
    center: 'vendas',
    description: 'Brindes',
    reason: 'A data do pagamento passou sem aprovação.',
    pix: papelaria,
  },
  {
    status: 'CANCELLED',
    days: 4,
    cents: 73_000,
    center: 'administrativo',
    description: 'Manutenção do ar-condicionado',
    bank: '104',
  },
];

const FAVORITES: [Recipient, string | null][] = [
  [papelaria, 'Papelaria'],
  [contabilidade, 'Contador'],
  [marina, null],
];

export async function seedPayables(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const sellerId = accounts.sellers.demo;
  const operator = accounts.users['operador@demo.balcao.dev'];
  const admin = accounts.users['admin@demo.balcao.dev'];
  const now = clock.now();
  const today = businessToday(now);
  for (const [index, p] of PAYMENTS.entries()) {
    const id = randomUUID();
    const day = addDays(today, p.days);
    const morning = new Date(startOfBusinessDay(day).getTime() + 6 * 3_600_000);
    const requestedAt = new Date(
      startOfBusinessDay(addDays(day, Math.min(-1, -p.days) - 2)).getTime() + 14 * 3_600_000,
    );
    const decidedAt = new Date(requestedAt.getTime() + 3_600_000);
    const executed = p.status === 'PAID' || p.status === 'FAILED' ? morning : null;
    const slip =
      'bank' in p
        ? buildBoletoBarcode({
            bankCode: p.bank,
            currency: '9',
            dueDate: addDays(day, 3),
            amountCents: p.cents,
            freeField: String(10n ** 25n + BigInt(index * 7919)).slice(1),
          })
        : null;
    const pix = 'pix' in p ? p.pix : null;
    const name = pix ? pix.name : bankNameByCode((p as { bank: string }).bank);
    const approved = ['SCHEDULED', 'PAID', 'FAILED', 'CANCELLED'].includes(p.status);
    await db.query(
      `INSERT INTO payables (id, seller_id, type, status, amount_cents, payment_date, execute_at, recipient_name,
         recipient_document, recipient_search, bank_ispb, bank_name, pix_key, pix_key_type, bar_code, digitable_line,
         bank_code, due_date, slip_kind, description, cost_center, created_at, created_by, approved_at, approved_by,
         rejected_at, rejected_by, cancelled_at, cancelled_by, executed_at, transaction_id, failure_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, $24, $25, $26, $27, $28, $29, $30, $31, $32)`,
      [
        id,
        sellerId,
        pix ? 'PIX' : 'BANK_SLIP',
        p.status,
        p.cents,
        day,
        p.status === 'SCHEDULED' ? executionInstant(day, now).toISOString() : null,
        name,
        pix?.document ?? null,
        customerSearchKey(`${name} ${pix?.document ?? ''}`),
        pix?.ispb ?? null,
        pix ? institutionNameByIspb(pix.ispb) : name,
        pix?.key ?? null,
        pix ? KEY_TYPES[pix.keyType] : null,
        slip,
        slip ? barcodeToLinhaDigitavel(slip) : null,
        slip?.slice(0, 3) ?? null,
        slip ? addDays(day, 3) : null,
        slip ? 'BANK' : null,
        p.description,
        p.center,
        requestedAt.toISOString(),
        index % 2 === 0 ? operator : admin,
        approved ? decidedAt.toISOString() : null,
        approved ? admin : null,
        p.status === 'REJECTED' ? decidedAt.toISOString() : null,
        p.status === 'REJECTED' ? admin : null,
        p.status === 'CANCELLED' ? decidedAt.toISOString() : null,
        p.status === 'CANCELLED' ? admin : null,
        executed?.toISOString() ?? null,
        p.status === 'PAID'
          ? pix
            ? endToEndId(morning)
            : `AUT${id.replaceAll('-', '').slice(0, 21).toUpperCase()}`
          : null,
        p.reason ?? null,
      ],
    );
    if (p.status === 'PAID')
      await post(db, {
        sellerId,
        kind: pix ? 'PIX' : 'BILL_PAYMENT',
        effectiveDate: day,
        createdAt: morning,
        reference: { type: pix ? 'PIX' : 'BILL_PAYMENT', id },
        idempotencyKey: `payable:${id}`,
        description: pix ? `Pix enviado para ${name}` : `Pagamento de boleto: ${name}`,
        operation: pix ? 'PIX_ENVIADO' : 'PAGAMENTO_BOLETO',
        postings: [
          { account: 'CHECKING', amountCents: -p.cents },
          { account: 'EXTERNAL', amountCents: p.cents },
        ],
      });
  }
  for (const [recipient, nickname] of FAVORITES)
    await db.query(
      `INSERT INTO payable_favorites (id, seller_id, pix_key, pix_key_type, recipient_name, nickname, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        sellerId,
        recipient.key,
        KEY_TYPES[recipient.keyType],
        recipient.name,
        nickname,
        now.toISOString(),
      ],
    );
}
