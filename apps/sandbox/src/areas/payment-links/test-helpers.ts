import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { expect } from 'vitest';
import { ADMIN, type TestSandbox } from '../../test-support';

/** The body of `createPaymentLink` (and of its edit), as the contract types it. */
export type LinkRequest = payment.components['schemas']['PaymentLinkCreateRequest'];

/**
 * A form post to a link's public page, as the browser sends it: the page is HTML, not a contract
 * operation, so it goes through `s.call` (optionally from one address, for the per-address limits).
 */
export const submitForm = (
  s: TestSandbox,
  path: string,
  fields: Record<string, string>,
  remoteAddress?: string,
) =>
  s.call({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The buyer's fields of the public form, with a fresh form token. */
export const buyerFields = (extra: Record<string, string> = {}) => ({
  token: randomUUID(),
  name: 'Joana Compradora',
  document: '529.982.247-25',
  email: 'joana@exemplo.com.br',
  phone: '(11) 98765-4321',
  ...extra,
});

/**
 * Pays a link by an approved card on its public page (`path`) and answers the charge it made and the
 * lines of that charge's statement, as the seller reads them.
 */
export async function payByCard(s: TestSandbox, path: string, linkId: string) {
  const paid = await submitForm(
    s,
    path,
    buyerFields({ method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' }),
  );
  expect(paid.body).toContain('Pagamento aprovado');
  const api = (await s.clients(ADMIN)).payment;
  const list = await api.GET('/charges', { params: { query: { paymentLink: linkId } } });
  const charge = list.data!.content[0]!;
  const statement = await api.GET('/redeems/statement/charge/{id}', {
    params: { path: { id: charge.uuid } },
  });
  return { charge, lines: statement.data!.data };
}
