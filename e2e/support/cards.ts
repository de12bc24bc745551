import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, ISSUANCE_DELAY_MS } from '@balcao/sandbox';
import type { Page } from 'playwright-core';
import { advanceClock, sandboxNow } from './clock';
import type { RunningSandbox } from './sandbox';

export interface IssuedCard {
  id: string;
  finalDigits: string;
}

/** A call of the banking gateway as one of the demo users (a journey's set-up, not what it checks). */
export async function bankingCall<T>(
  sandbox: RunningSandbox,
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const signIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${sandbox.url}/banking${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Asks the issuer for a card and moves the sandbox clock past the seconds it takes to issue it
 * (PENDING → ACTIVE), instead of waiting them out.
 */
export async function issueCard(
  sandbox: RunningSandbox,
  email: string,
  card: { cardName: string; type: 'FREE_BALANCE' | 'LIMIT_BALANCE'; limitValue?: number },
): Promise<IssuedCard> {
  const created = await bankingCall<{ id: string }>(sandbox, email, 'POST', '/cards', card);
  if (created.status !== 201) throw new Error(`POST /cards respondeu ${created.status}`);
  await advanceClock(sandbox, ISSUANCE_DELAY_MS / 1000);
  const { body } = await bankingCall<{ cardStatus: string; finalDigits: string | null }>(
    sandbox,
    email,
    'GET',
    `/card/${created.body.id}`,
  );
  if (body.cardStatus !== 'ACTIVE' || !body.finalDigits)
    throw new Error(`o emissor não emitiu o cartão: ${body.cardStatus}`);
  return { id: created.body.id, finalDigits: body.finalDigits };
}

export interface Purchase {
  approved: boolean;
  declineReason: string | null;
  yearMonth: string | null;
}

/** A merchant charges the card (the simulator's authorisation): approved or declined with its reason. */
export async function purchase(
  sandbox: RunningSandbox,
  cardId: string,
  amount: number,
  description: string,
): Promise<Purchase> {
  const response = await fetch(`${sandbox.url}/_sandbox/cards/${cardId}/purchases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount, description }),
  });
  if (response.status !== 201) throw new Error(`compra respondeu ${response.status}`);
  return (await response.json()) as Purchase;
}

/**
 * After the sandbox clock moved, the browser's clock follows it, as a user's would have: the screens that
 * read 'today' (the report's period, the invoices' dates) see the sandbox's day.
 */
export async function followSandboxClock(page: Page, sandbox: RunningSandbox) {
  await page.clock.setFixedTime(await sandboxNow(sandbox));
}
