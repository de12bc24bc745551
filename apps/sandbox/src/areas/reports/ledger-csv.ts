import { addDays, formatApiDate } from '@balcao/domain/dates';
import { movementDestination, movementType, type StatementType } from '@balcao/domain/ledger';
import { formatAmount } from '@balcao/domain/money';
import { csvLine } from '@balcao/domain/reports';
import type { Db } from '../../db/db';
import type { ReportScope, ReportTable } from './sales-csv';

type AccountKind = 'ACQUIRING' | 'CHECKING' | 'INVESTMENT';

interface LineRow {
  effective_date: string;
  statement_type: StatementType;
  amount: string;
  fee: string;
  description: string;
  operation: string;
  reference_id: string;
  buyer: string | null;
  /** Who a Pix or a boleto paid. */
  recipient: string | null;
}

/**
 * The account's statement lines of the period, oldest first: each entry's principal posting with the fee
 * beside it (as the financial page shows them), narrowed to some entry kinds when asked.
 */
async function accountLines(db: Db, scope: ReportScope, account: AccountKind, kinds?: string[]) {
  return db.query<LineRow>(
    `SELECT p.effective_date::text AS effective_date, p.statement_type, p.amount_cents::text AS amount,
            coalesce(-f.amount_cents, 0)::text AS fee, e.description, e.operation, e.reference_id,
            c.customer_name AS buyer, pay.recipient_name AS recipient
       FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id AND NOT p.is_fee
       JOIN ledger_entries e ON e.id = p.entry_id
       LEFT JOIN ledger_postings f ON f.entry_id = p.entry_id AND f.account_id = p.account_id AND f.is_fee
       LEFT JOIN charges c
              ON c.id = CASE WHEN e.reference_type = 'CHARGE' AND e.reference_id ~ '^[0-9a-f-]{36}$'
                             THEN e.reference_id::uuid END
       LEFT JOIN payables pay
              ON pay.seller_id = a.seller_id
             AND pay.id = CASE WHEN e.reference_type IN ('PIX', 'BILL_PAYMENT') AND e.reference_id ~ '^[0-9a-f-]{36}$'
                               THEN e.reference_id::uuid END
      WHERE a.seller_id = $1 AND a.kind = $2 AND p.effective_date BETWEEN $3::date AND $4::date
        AND ($5::text[] IS NULL OR e.kind = ANY($5::text[]))
      ORDER BY p.effective_date, p.id`,
    [scope.sellerId, account, scope.from, scope.to, kinds ?? null],
  );
}

const net = (r: LineRow) => Number(r.amount) - Number(r.fee);

/** 'Extrato' (the acquiring account) and 'Extrato de contas' (checking or investment). */
export async function statementReport(
  db: Db,
  scope: ReportScope,
  account: AccountKind,
): Promise<ReportTable> {
  const rows = await accountLines(db, scope, account);
  return {
    header: ['Execução', 'Tipo', 'Operação', 'Descrição', 'Destino', 'Taxas (R$)', 'Valor (R$)'],
    lines: rows.map((r) =>
      csvLine([
        formatApiDate(r.effective_date),
        movementType({ statementType: r.statement_type, creditOperation: r.operation, amountCents: net(r) }),
        r.operation,
        r.description,
        movementDestination({ creditOperation: r.operation, buyer: r.buyer, recipient: r.recipient }),
        formatAmount(Number(r.fee)),
        formatAmount(net(r)),
      ]),
    ),
  };
}

/** 'Financeiro': each sale's installment settled in the period, gross, fee and net. */
export async function settlementsReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await accountLines(db, scope, 'ACQUIRING', ['SALE_CREDIT']);
  return {
    header: [
      'Liquidação',
      'ID da cobrança',
      'Cliente',
      'Operação',
      'Descrição',
      'Bruto (R$)',
      'Taxa (R$)',
      'Líquido (R$)',
    ],
    lines: rows.map((r) =>
      csvLine([
        formatApiDate(r.effective_date),
        r.reference_id,
        r.buyer,
        r.operation,
        r.description,
        formatAmount(Number(r.amount)),
        formatAmount(Number(r.fee)),
        formatAmount(net(r)),
      ]),
    ),
  };
}

/** 'Chargeback': the chargebacks posted in the period, with their charge and buyer. */
export async function chargebacksReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await accountLines(db, scope, 'ACQUIRING', ['CHARGEBACK']);
  return {
    header: ['Data', 'ID da cobrança', 'Cliente', 'Operação', 'Valor (R$)'],
    lines: rows.map((r) =>
      csvLine([formatApiDate(r.effective_date), r.reference_id, r.buyer, r.operation, formatAmount(net(r))]),
    ),
  };
}

/** 'Repasses': the withdrawals asked in the period, with the day each was (or will be) executed. */
export async function transfersReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const rows = await db.query<{ requested: string; id: string; amount: string; executed: string | null }>(
    `SELECT t.effective_date::text AS requested, t.reference_id AS id, p.amount_cents::text AS amount,
            x.effective_date::text AS executed
       FROM ledger_entries t
       JOIN ledger_postings p ON p.entry_id = t.id AND p.amount_cents > 0
       LEFT JOIN ledger_entries x ON x.seller_id = t.seller_id AND x.kind = 'TRANSFER_EXECUTION'
                                 AND x.reference_type = 'TRANSFER' AND x.reference_id = t.reference_id
      WHERE t.seller_id = $1 AND t.kind = 'TRANSFER' AND t.effective_date BETWEEN $2::date AND $3::date
      ORDER BY t.effective_date, t.created_at`,
    [scope.sellerId, scope.from, scope.to],
  );
  return {
    header: ['Solicitado em', 'Identificador', 'Execução', 'Situação', 'Valor (R$)'],
    lines: rows.map((r) =>
      csvLine([
        formatApiDate(r.requested),
        r.id,
        r.executed ? formatApiDate(r.executed) : '',
        r.executed ? 'Executado' : 'Em processamento',
        formatAmount(Number(r.amount)),
      ]),
    ),
  };
}

/** 'Balanço': every day of the period with its credits, debits and the acquiring balance at its end. */
export async function balanceReport(db: Db, scope: ReportScope): Promise<ReportTable> {
  const [opening] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(d.amount_cents), 0)::text AS amount
       FROM ledger_account_days d JOIN ledger_accounts a ON a.id = d.account_id
      WHERE a.seller_id = $1 AND a.kind = 'ACQUIRING' AND d.effective_date < $2::date`,
    [scope.sellerId, scope.from],
  );
  const days = await db.query<{ day: string; credits: string; debits: string }>(
    `SELECT p.effective_date::text AS day,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0)::text AS credits,
            coalesce(-sum(p.amount_cents) FILTER (WHERE p.amount_cents < 0), 0)::text AS debits
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.seller_id = $1 AND a.kind = 'ACQUIRING' AND p.effective_date BETWEEN $2::date AND $3::date
      GROUP BY p.effective_date`,
    [scope.sellerId, scope.from, scope.to],
  );
  const byDay = new Map(days.map((d) => [d.day, d]));
  let balance = Number(opening?.amount ?? 0);
  const lines: string[] = [];
  for (let d = scope.from; d <= scope.to; d = addDays(d, 1)) {
    const credits = Number(byDay.get(d)?.credits ?? 0);
    const debits = Number(byDay.get(d)?.debits ?? 0);
    balance += credits - debits;
    lines.push(
      csvLine([formatApiDate(d), formatAmount(credits), formatAmount(debits), formatAmount(balance)]),
    );
  }
  return { header: ['Data', 'Créditos (R$)', 'Débitos (R$)', 'Saldo ao fim do dia (R$)'], lines };
}
