/**
 * Reconciles a month of paid charges into a CSV an accountant's spreadsheet opens: one line per charge
 * paid in the month (manual payments included), the total at the end, amounts summed in integer cents.
 *
 *   BALCAO_URL=http://localhost:4010 BALCAO_EMAIL=admin@demo.balcao.dev BALCAO_PASSWORD=demo12345 \
 *     npx tsx examples/reconcile-month.ts 2026-10 > pagas-2026-10.csv
 *
 * In your project import from '@balcao/sdk' instead of '../src'.
 */
import { Balcao } from '../src';

export interface Reconciliation {
  csv: string;
  count: number;
  totalCents: number;
}

const HEADER = ['id', 'paidDate', 'customer', 'document', 'method', 'installments', 'value', 'title'];

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The API sends reais with at most two decimals; cents are exact integers from there on. */
const toCents = (reais: number) => Math.round(reais * 100);
const toReais = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The month's last day: day 0 of the next month. */
export function monthRange(month: string): { first: string; last: string } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`Mês inválido: ${month} (use AAAA-MM)`);
  const [year, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export async function reconcileMonth(balcao: Balcao, month: string): Promise<Reconciliation> {
  const { first, last } = monthRange(month);
  const lines = [HEADER.join(',')];
  let totalCents = 0;
  let count = 0;
  const paid = balcao.charges.list({
    status: 'PAID',
    paidDateInitial: first,
    paidDateFinal: last,
    size: 1000,
  });
  for await (const charge of paid) {
    const cents = toCents(charge.value);
    totalCents += cents;
    count += 1;
    lines.push(
      [
        charge.uuid,
        charge.paidDate,
        charge.customerName,
        charge.customerDocument,
        charge.paymentMethod,
        charge.installments,
        toReais(cents),
        charge.title,
      ]
        .map(field)
        .join(','),
    );
  }
  lines.push(['total', '', '', '', '', count, toReais(totalCents), ''].map(field).join(','));
  return { csv: `${lines.join('\r\n')}\r\n`, count, totalCents };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const balcao = new Balcao({
    baseUrl: process.env.BALCAO_URL ?? 'http://localhost:4010',
    credentials: { email: process.env.BALCAO_EMAIL ?? '', password: process.env.BALCAO_PASSWORD ?? '' },
  });
  const { csv, count } = await reconcileMonth(
    balcao,
    process.argv[2] ?? new Date().toISOString().slice(0, 7),
  );
  process.stdout.write(csv);
  console.error(`${count} cobranças pagas`);
}
