import { isValidBoletoBarcode, isValidLinhaDigitavel, parseBoleto } from '@balcao/domain/boletos';
import { businessToday } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { discountedCents } from '@balcao/domain/payment-links';
import { isValidPixBrCode, parsePixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox, textBody } from '../../test-support';
import { buyerFields, submitForm } from './test-helpers';

// The buyer's side of a SUBSCRIPTION link (issue 12): the public page offers the link's methods with their
// discounts and the additional value's charges, works as a plain form (no script at all, so nothing to
// exceed the 60 KB budget and nothing the policy blocks), and boleto and Pix land on a checkout with a
// valid linha digitável and barcode, and a valid BR Code with its QR.
let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

async function subscriptionLink() {
  const [plan] = await s.db.query<{ id: number }>(
    `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
      WHERE p.title = 'Clube do Café'`,
    [ADMIN],
  );
  const { response, data } = await (await s.clients(ADMIN)).payment.POST('/payment-links', {
    body: {
      type: 'SUBSCRIPTION',
      paymentOrder: { title: 'Clube do Café semestral', value: 329.4, installments: 1 },
      paymentSubscription: {
        idPlan: plan!.id,
        valuePerMonth: 54.9,
        type: 'SEMESTER',
        additionalValue: 20,
        additionalTitle: 'Taxa de adesão',
        additionalInstallments: 3,
      },
      allowedPaymentMethods: {
        creditCardMethod: { type: 'RECURRENT', discount: { amount: 5, type: 'PERCENT' } },
        bankSlipMethod: { discount: { amount: 10, type: 'PERCENT' } },
        pixMethod: { discount: null },
      },
    },
  });
  expect(response.status, JSON.stringify(data)).toBe(201);
  return data!;
}

const subscribe = (path: string, document: string, method: string) =>
  submitForm(
    s,
    path,
    buyerFields({
      name: 'Beatriz Compradora',
      document,
      email: `${document.replace(/\D/g, '')}@exemplo.com.br`,
      phone: '(11) 91234-5678',
      method,
    }),
  );

const INLINE_SCRIPT = /<script(?! src="\/_sandbox\/checkout\.js" defer><\/script>)/i;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ');
const brl = (cents: number) => formatBRL(cents).replace(/\u00a0/g, ' ');

describe('the public page of a subscription link', () => {
  it('offers each method with its discount, the period and the additional charges, as a plain form', async () => {
    const link = await subscriptionLink();
    const page = await s.call({ method: 'GET', url: `/payment-link/${link.uuid}` });
    expect(page.status).toBe(200);
    const html = textBody(page);
    const text = textOf(html);
    expect(text).toContain(`${brl(32940)} por semestre`);
    expect(text).toContain(`Cartão de crédito ${brl(discountedCents(32940, 5))} (5% de desconto)`);
    expect(text).toContain(`Boleto ${brl(discountedCents(32940, 10))} (10% de desconto)`);
    expect(text).toContain(`Pix ${brl(32940)}`);
    expect(text).toContain(`Taxa de adesão: ${brl(2000)} em 3 cobranças`);
    expect(text).toContain('Clube do Café');
    // A form that posts without JavaScript; the only script is the checkout's own file, never inline.
    expect(html).toMatch(/<form method="post"/);
    expect(html).not.toMatch(INLINE_SCRIPT);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    // The renewal test cards are named for the integrator trying the retries.
    expect(text).toContain('4000 0000 0000 0341');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('by boleto: a checkout with a valid linha digitável and barcode for the discounted period plus the additional', async () => {
    const link = await subscriptionLink();
    const paid = await subscribe(`/payment-link/${link.uuid}`, '111.444.777-35', 'BOLETO');
    expect(paid.status).toBe(303);
    const location = String(paid.headers.location);
    expect(location).toMatch(/^\/checkout\/boleto\/[0-9a-f-]{36}$/);
    const checkout = await s.call({ method: 'GET', url: location });
    expect(checkout.status).toBe(200);
    const html = textBody(checkout);
    const line = /id="linha-digitavel">([^<]+)</.exec(html)![1]!.replace(/\D/g, '');
    const barcode = /id="codigo-de-barras">([^<]+)</.exec(html)![1]!;
    expect(isValidLinhaDigitavel(line)).toBe(true);
    expect(isValidBoletoBarcode(barcode)).toBe(true);
    const parsed = parseBoleto(line, businessToday(s.clock.now()))!;
    expect(parsed.barcode).toBe(barcode);
    expect(parsed.amountCents).toBe(discountedCents(32940, 10) + 2000);
    expect(html).not.toMatch(INLINE_SCRIPT);
    expect(String(checkout.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('by Pix: a checkout with a valid BR Code and its QR, for the period plus the additional', async () => {
    const link = await subscriptionLink();
    const paid = await subscribe(`/payment-link/${link.uuid}`, '390.533.447-05', 'PIX');
    expect(paid.status).toBe(303);
    const checkout = await s.call({ method: 'GET', url: String(paid.headers.location) });
    const html = textBody(checkout);
    const brCode = /id="pix-copia-e-cola"[^>]*>([^<]+)</.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(isValidPixBrCode(brCode)).toBe(true);
    expect(parsePixBrCode(brCode)!.amountCents).toBe(32940 + 2000);
    expect(html).toMatch(/<div role="img" aria-label="QR Code Pix" class="qr"><svg/);
    expect(html).not.toMatch(INLINE_SCRIPT);
  });

  it('a subscription sold by a link without a boleto description takes its plan’s', async () => {
    const link = await subscriptionLink();
    await s.db.query(
      `UPDATE plans p SET bank_slip_description = 'Clube do Café: mensalidade'
         FROM users u WHERE u.seller_id = p.seller_id AND u.email = $1 AND p.title = 'Clube do Café'`,
      [ADMIN],
    );
    expect((await subscribe(`/payment-link/${link.uuid}`, '153.509.460-56', 'BOLETO')).status).toBe(303);
    const [subscription] = await s.db.query<{ bank_slip_description: string | null }>(
      'SELECT bank_slip_description FROM subscriptions WHERE payment_link_id = $1',
      [link.uuid],
    );
    expect(subscription?.bank_slip_description).toBe('Clube do Café: mensalidade');
  });
});
