import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Balcao } from '@balcao/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

const TITLE = 'ERP da loja (jornada)';

/** The integrator's receiver on 127.0.0.1: records each delivery and answers the planned statuses, then 200. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const planned: number[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    const status = planned.shift() ?? 200;
    response
      .writeHead(status, { 'content-type': 'text/plain' })
      .end(status === 200 ? 'recebido' : 'erro no ERP');
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/balcao`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      receiver.closeAllConnections();
      receiver.close(() => resolve());
    }),
);

const deliveriesOf = (chargeId: string) =>
  received.filter((r) => {
    const event = JSON.parse(r.body) as { type: string; data: { id?: string } };
    return event.type === 'charge.paid' && event.data.id === chargeId;
  });

describe('Webhooks', () => {
  const journey = useJourney();

  it('an admin creates a webhook, a paid charge reaches the receiver signed; after two failures Reenviar delivers it', async () => {
    const { page, sandbox } = journey;
    const api = new Balcao({
      baseUrl: sandbox.url,
      credentials: { email: 'admin@demo.balcao.dev', password: 'demo12345' },
      maxRetries: 0,
    });
    // One-off Pix charges waiting for payment, outside links and subscriptions: each payment is one event.
    const open = (
      await api.charges.list({ status: 'SCHEDULED', paymentMethod: 'PIX', size: 100 }).toArray()
    ).filter((c) => c.origin !== 'SUBSCRIPTION' && c.paymentLink === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const pay = async (id: string) => {
      const response = await fetch(`${sandbox.url}/_sandbox/charges/${id}/pay`, { method: 'POST' });
      expect(response.status).toBe(200);
    };

    await step(journey, 'webhooks-tab', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/integracao`);
      await page.getByRole('heading', { name: 'Integração', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      // The seed's webhook, switched off by its receiver's 410.
      await page.getByRole('cell', { name: 'ERP antigo', exact: true }).waitFor();
      await expectAccessible(page, 'webhooks');
    });

    const secret = await step(journey, 'webhooks-create', async () => {
      await page.getByRole('button', { name: 'Novo webhook' }).click();
      const title = page.getByLabel('Título', { exact: true });
      await title.waitFor();
      await title.fill(TITLE);
      await page.getByLabel('URL', { exact: true }).fill(receiverUrl);
      await page.getByLabel('Cobrança Pontual').check();
      await page.getByRole('button', { name: 'Salvar' }).click();
      const shown = page.getByRole('dialog', { name: `Webhook criado: ${TITLE}` });
      await shown.waitFor();
      await page.getByText('Webhook criado com sucesso!').waitFor();
      const value = await shown.getByLabel('Segredo de assinatura').inputValue();
      expect(value).toMatch(/^whsec_/);
      await expectAccessible(page, 'segredo do webhook');
      await shown.getByRole('button', { name: 'Concluir' }).click();
      await shown.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: TITLE, exact: true }).waitFor();
      return value;
    });

    await step(journey, 'webhooks-delivery-verified', async () => {
      const charge = open[0]!;
      await pay(charge.uuid);
      // The scheduler sends it on its next tick (every second of real time).
      await expect.poll(() => deliveriesOf(charge.uuid).length, { timeout: 15_000 }).toBe(1);
      const [delivery] = deliveriesOf(charge.uuid);
      const event = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>);
      expect(event).toMatchObject({ type: 'charge.paid', data: { id: charge.uuid, status: 'PAID' } });
      // Still one an hour later by the sandbox's clock (its due jobs run before it answers): a delivery
      // that succeeded is never sent again.
      await advanceClock(sandbox, 3600);
      expect(deliveriesOf(charge.uuid)).toHaveLength(1);
    });

    const failing = open[1]!;
    await step(journey, 'webhooks-two-failures', async () => {
      // The clock stands still, so the retries come only when the journey moves it.
      await freezeClock(sandbox);
      planned.push(500, 500);
      await pay(failing.uuid);
      await expect.poll(() => deliveriesOf(failing.uuid).length, { timeout: 15_000 }).toBe(1);
      // The first retry comes within 30 s of the sandbox clock (backoff with jitter).
      await advanceClock(sandbox, 31);
      await expect.poll(() => deliveriesOf(failing.uuid).length, { timeout: 15_000 }).toBe(2);
    });

    await step(journey, 'webhooks-attempts', async () => {
      await page.getByRole('button', { name: `Tentativas de ${TITLE}` }).click();
      const drawer = page.getByRole('dialog', { name: `Tentativas: ${TITLE}` });
      await drawer.waitFor();
      await expect
        .poll(() => drawer.getByRole('cell', { name: 'HTTP 500' }).count(), { timeout: 10_000 })
        .toBe(2);
      expect(await drawer.getByRole('cell', { name: 'HTTP 200' }).count()).toBe(1);
      await expectAccessible(page, 'tentativas');
    });

    await step(journey, 'webhooks-resend', async () => {
      const drawer = page.getByRole('dialog', { name: `Tentativas: ${TITLE}` });
      const failedRow = drawer
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'HTTP 500' }) })
        .first();
      await failedRow.getByRole('button', { name: /^Reenviar charge\.paid/ }).click();
      await page.getByText(/Reenvio solicitado/).waitFor();
      await expect.poll(() => deliveriesOf(failing.uuid).length, { timeout: 15_000 }).toBe(3);
      const last = deliveriesOf(failing.uuid).at(-1)!;
      expect(new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).toMatchObject({
        type: 'charge.paid',
      });
      expect(new Set(deliveriesOf(failing.uuid).map((r) => r.headers['webhook-id'])).size).toBe(1);
      // The drawer reads itself again while a delivery is pending: the success shows up.
      await expect
        .poll(() => drawer.getByRole('cell', { name: 'HTTP 200' }).count(), { timeout: 15_000 })
        .toBe(2);
      await drawer.getByText('Entregue').first().waitFor();
    });
  });
});
