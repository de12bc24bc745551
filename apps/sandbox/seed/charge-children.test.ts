import { seededRandom } from '@balcao/domain/common';
import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { acquiringSums } from '../src/areas/ledger/charge-movements';
import { chargeChildren } from './charge-children';
import { buildCharges } from './charges';

const TODAY = '2026-11-24';
const buyers = [
  { id: null, name: 'Ana Souza', document: '52998224725', email: 'ana@exemplo.com.br', phone: null },
];

function seeded() {
  const random = seededRandom(20261124);
  const charges = buildCharges(1, 3000, buyers, TODAY, random, 12);
  const { batches, entries } = chargeChildren(1, charges, TODAY, random, []);
  const rows = (table: string) => batches.find(([name]) => name === table)?.[2] ?? [];
  return { charges, entries, refunds: rows('charge_refunds'), events: rows('charge_events') };
}

describe('the seed charges’ refunds (issue 25)', () => {
  it('each appear in their charge’s history, partial ones included, as a live refund says it', () => {
    const { charges, refunds, events } = seeded();
    const partial = refunds.filter((r) => charges.find((c) => c.id === r[1])!.status === 'PAID');
    expect(partial.length).toBeGreaterThan(0);
    for (const [, chargeId, amount, , , , at] of refunds)
      expect(events, String(chargeId)).toContainEqual([
        chargeId,
        `Estorno de ${formatBRL(Number(amount))} solicitado`,
        'admin@demo.balcao.dev',
        at,
      ]);
  });

  it('cancel the receivables still to be released: a refunded card sale leaves nothing on its later days', () => {
    const { charges, entries } = seeded();
    const refunded = charges.filter(
      (c) => c.status === 'REFUND' && c.method === 'CREDIT_CARD' && !c.anticipated,
    );
    expect(refunded.length).toBeGreaterThan(0);
    for (const charge of refunded) {
      const perDay = new Map<string, number>();
      for (const entry of entries.filter((e) => e.reference.id === charge.id)) {
        const sums = acquiringSums(entry);
        const day = entry.effectiveDate;
        perDay.set(day, (perDay.get(day) ?? 0) + sums.principalCents + sums.feeCents);
      }
      const later = [...perDay].filter(([day]) => day > charge.paidDate! && day > TODAY);
      for (const [day, left] of later) expect(left, `${charge.id} ${day}`).toBe(0);
      expect(
        [...perDay.values()].reduce((a, b) => a + b, 0),
        charge.id,
      ).toBe(0);
    }
  });
});
