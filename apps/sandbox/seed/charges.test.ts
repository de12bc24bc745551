import { seededRandom } from '@balcao/domain/common';
import { describe, expect, it } from 'vitest';
import { buildCharges } from './charges';

const TODAY = '2026-11-24';
const buyers = [
  { id: null, name: 'Ana Souza', document: '52998224725', email: 'ana@exemplo.com.br', phone: null },
];

describe('the seed charges', () => {
  it('are created before they are paid or cancelled, and nothing happens after today', () => {
    const charges = buildCharges(1, 3000, buyers, TODAY, seededRandom(20261124), 12);
    for (const charge of charges) {
      const created = Date.parse(charge.createdAt);
      if (charge.paidAt) expect(created, charge.id).toBeLessThan(Date.parse(charge.paidAt));
      if (charge.canceledAt) {
        expect(created, charge.id).toBeLessThan(Date.parse(charge.canceledAt));
        expect(charge.canceledAt.slice(0, 10) <= TODAY, charge.id).toBe(true);
      }
      expect(charge.createdAt.slice(0, 10) <= TODAY, charge.id).toBe(true);
    }
  });
});
