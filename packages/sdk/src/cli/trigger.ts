import { type Balcao, PermissionDeniedError, type WebhookEvent } from '../index';
import { CliError, sandboxPost } from './config';

/** The events `balcao trigger` can fire, each by the steps a real buyer and bank would take. */
export const TRIGGERS = ['charge.created', 'charge.paid'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const isTrigger = (name: string): name is Trigger => (TRIGGERS as readonly string[]).includes(name);

/** A buyer of the sandbox's own test data: a valid CPF, a reserved e-mail domain. */
const BUYER = {
  name: 'Comprador de Teste',
  document: '529.982.247-25',
  email: 'comprador@exemplo.com.br',
  phone: '(11) 98765-4321',
};

/**
 * A Pix link of R$ 10,00 bought on its public page (the sandbox's checkout form, as a buyer would), which
 * issues the charge (charge.created); for charge.paid the bank then pays it (`/_sandbox/charges/{id}/pay`).
 */
export async function trigger(
  balcao: Balcao,
  name: Trigger,
): Promise<{ chargeId: string; recorded: boolean | null }> {
  const link = await balcao.paymentLinks.create({
    type: 'ORDER',
    paymentOrder: {
      title: `balcao trigger ${name}`,
      description: 'Criado pela CLI.',
      value: 10,
      installments: 1,
    },
    allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: null, pixMethod: { discount: null } },
  });
  const response = await fetch(`${balcao.baseUrl}/payment-link/${link.uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: crypto.randomUUID(), method: 'PIX', ...BUYER }).toString(),
    redirect: 'manual',
  });
  await response.body?.cancel();
  const chargeId = response.headers.get('location')?.split('/').pop();
  if (response.status !== 303 || !chargeId)
    throw new CliError(`A compra do link não criou a cobrança (${response.status}).`);
  if (name === 'charge.paid') await sandboxPost(balcao.baseUrl, `/_sandbox/charges/${chargeId}/pay`);
  return { chargeId, recorded: await recorded(balcao, name, chargeId) };
}

const isAbout = (event: WebhookEvent, chargeId: string) =>
  'uuid' in event.data ? event.data.uuid === chargeId : false;

/**
 * Whether the event reached the log `listen` reads: only a seller with an active webhook of the domain has
 * one (docs/decisions/2026-12-05-eventos-pelas-entregas.md). Null when this caller may not read the log.
 */
async function recorded(balcao: Balcao, name: Trigger, chargeId: string): Promise<boolean | null> {
  try {
    const page = await balcao.events.list({ size: 20 });
    return page.content.some((event) => event.type === name && isAbout(event, chargeId));
  } catch (error) {
    if (error instanceof PermissionDeniedError) return null;
    throw error;
  }
}
