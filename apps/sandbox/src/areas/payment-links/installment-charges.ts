import { randomUUID } from 'node:crypto';
import { addMonthsClamped } from '@balcao/domain/subscriptions';
import type { NewCharge } from '../charges/create';
import type { PaymentLinkRow } from './model';

/**
 * §3 customInstallmentsValues: a boleto (up to 21x) or Pix (up to 12x) purchase in installments is one
 * charge a month, the first on the purchase's due date; the amount divides in whole cents and the first
 * carries the cents that do not divide, as the card's receivables do. Card installments stay on the one
 * charge (the card network splits them). Each charge's title says which installment it is.
 */
export function installmentCharges(first: NewCharge, link: PaymentLinkRow): NewCharge[] {
  const asked =
    first.method === 'BOLETO'
      ? link.bank_slip_installments
      : first.method === 'PIX'
        ? link.pix_installments
        : 1;
  // Never an installment of zero: a few cents divide into as many charges as there are cents.
  const n = Math.min(asked, first.amountCents);
  if (n <= 1) return [first];
  const each = Math.floor(first.amountCents / n);
  return Array.from({ length: n }, (_, i) => ({
    ...first,
    id: i === 0 ? first.id : randomUUID(),
    title: `${first.title} (${i + 1}/${n})`,
    amountCents: i === 0 ? first.amountCents - each * (n - 1) : each,
    expirationDate: addMonthsClamped(first.expirationDate, i),
  }));
}
