import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAYMENT, server, setup, useMockServer } from '../test-support';

useMockServer();

const REFUNDS = `${PAYMENT}/charges/:id/refunds`;
const confirmationRequired = () =>
  HttpResponse.json(
    { errors: [{ code: 'CONFIRMATION_REQUIRED', description: 'Confirme sua identidade para continuar.' }] },
    { status: 428 },
  );

function gateway() {
  const seen: { confirmation: string | null; key: string | null; body: unknown }[] = [];
  server.use(
    http.post(REFUNDS, async ({ request }) => {
      const confirmation = request.headers.get('X-Balcao-Confirmation');
      seen.push({ confirmation, key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return confirmation === 'tok-1' ? HttpResponse.json({ status: 'REFUNDED' }) : confirmationRequired();
    }),
  );
  return seen;
}

const stepUp = (answer: string | null, asked: string[]) => ({
  operationOf: (method: string, path: string) =>
    method === 'POST' && path === '/charges/{id}/refunds' ? 'REFUND' : null,
  confirm: async (operation: string) => {
    asked.push(operation);
    return answer;
  },
});

describe('a money call answered 428', () => {
  it('asks the user once and sends the same request again with the confirmation and the same key', async () => {
    const asked: string[] = [];
    const { payment } = setup(undefined, { stepUp: stepUp('tok-1', asked) });
    const seen = gateway();
    const result = await payment.POST('/charges/{id}/refunds', {
      params: { path: { id: 'c1' } },
      body: { amount: 600 },
    });
    expect(result.data).toEqual({ status: 'REFUNDED' });
    expect(asked).toEqual(['REFUND']);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ confirmation: 'tok-1', key: seen[0]!.key, body: { amount: 600 } });
  });

  it('fails with the 428 when the user gives up, without sending again', async () => {
    const asked: string[] = [];
    const { payment } = setup(undefined, { stepUp: stepUp(null, asked) });
    const seen = gateway();
    const result = payment.POST('/charges/{id}/refunds', {
      params: { path: { id: 'c1' } },
      body: { amount: 600 },
    });
    await expect(result).rejects.toMatchObject({ status: 428 });
    expect(seen).toHaveLength(1);
  });
});
