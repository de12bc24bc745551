import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndWait } from '../examples/payment-link-webhook';
import { monthRange, reconcileMonth } from '../examples/reconcile-month';
import { type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

/** A buyer pays the link on its public page with the sandbox's approved test card. */
async function buyerPays(linkUrl: string): Promise<void> {
  const form = new URLSearchParams({
    token: crypto.randomUUID(),
    name: 'Maria Souza',
    document: '52998224725',
    email: 'maria@example.com',
    phone: '11987654321',
    method: 'CREDIT_CARD',
    cardNumber: '4111111111111111',
    cardHolder: 'MARIA SOUZA',
  });
  const response = await fetch(linkUrl, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(400);
}

describe('examples/payment-link-webhook', () => {
  it('creates a link and ends when its payment arrives at the local receiver, verified', async () => {
    const event = await sellAndWait(sandbox.balcao(), {
      title: 'Curso de fotografia',
      value: 199.9,
      timeoutMs: 20_000,
      onLink: (url) => {
        // The sandbox's scheduler sends the delivery within a second of the payment.
        void buyerPays(url);
      },
    });
    expect(event.type).toBe('payment_link.paid');
    expect(event.data.charge).toMatchObject({ status: 'PAID', value: 199.9, paymentMethod: 'CREDIT_CARD' });
    // The example cleans up its webhook.
    expect(await sandbox.balcao().webhookEndpoints.list().toArray()).not.toContainEqual(
      expect.objectContaining({ title: 'Exemplo: Curso de fotografia' }),
    );
  });
});

/** Splits one RFC 4180 line (no line breaks inside fields in these tests). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)) {
    const raw = match[1] ?? '';
    fields.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[3] === '') break;
  }
  return fields;
}

describe('examples/reconcile-month', () => {
  it('writes one line per charge paid in the month, quoting what needs it, and the total in cents', async () => {
    const balcao = sandbox.balcao();
    const sold = await sellAndWait(balcao, {
      title: 'Oficina "básica", turma 2',
      value: 250.1,
      timeoutMs: 20_000,
      onLink: (url) => void buyerPays(url),
    });
    const month = (sold.data.charge.paidDate ?? '').slice(0, 7);
    const { csv, count, totalCents } = await reconcileMonth(balcao, month);

    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,paidDate,customer,document,method,installments,value,title');
    const rows = lines.slice(1, -1).map(csvFields);
    expect(rows).toHaveLength(count);
    expect(rows).toContainEqual([
      sold.data.charge.id,
      sold.data.charge.paidDate,
      'Maria Souza',
      '52998224725',
      'CREDIT_CARD',
      '1',
      '250.10',
      'Oficina "básica", turma 2',
    ]);
    for (const row of rows) expect(row[1]?.slice(0, 7)).toBe(month);
    // The total line adds the rows in cents, and agrees with every paid charge the API lists for the month.
    const sum = rows.reduce((cents, row) => cents + Math.round(Number(row[6]) * 100), 0);
    expect(totalCents).toBe(sum);
    expect(csvFields(lines.at(-1) ?? '')).toEqual([
      'total',
      '',
      '',
      '',
      '',
      String(count),
      (sum / 100).toFixed(2),
      '',
    ]);
    let listed = 0;
    const { first, last } = monthRange(month);
    for await (const charge of balcao.charges.list({
      paidDateInitial: first,
      paidDateFinal: last,
      size: 1000,
    }))
      if (charge.status === 'PAID' || charge.status === 'PAID_MANUALLY') listed += 1;
    expect(count).toBe(listed);
  });
});
