import { randomUUID } from 'node:crypto';
import { type RawResponse, send, sendJson } from '../http';
import { CheckReport } from '../report';
import { type Sandbox, startInProcess } from '../sandbox';
import { signInAdmin } from '../session';

/*
 * Issue 23's bursts, replayed over real HTTP: sixty reveals of a card's number in a quarter of a second,
 * sixty anonymous purchases on one public link, and a card-testing run on its form. Each must be limited.
 */

const BURST = 60;
const REVEALS_ALLOWED = 5;
const PURCHASES_ALLOWED = 10;

const retryAfter = (res: RawResponse) => Number(res.headers['retry-after'] ?? 0);

async function revealBurst(s: Sandbox, report: CheckReport, token: string) {
  const [card] = await s.db.query<{ id: string }>(
    `SELECT c.id FROM cards c JOIN users u ON u.seller_id = c.seller_id AND u.email = 'admin@demo.balcao.dev'
      WHERE c.status IN ('ACTIVE', 'BLOCKED') ORDER BY c.id LIMIT 1`,
  );
  if (!card) return report.skip('reveals: the seed has no revealable card for the demo admin');
  const path = `/banking/card/${card.id}/sensitive-data`;
  const answers = await Promise.all(
    Array.from({ length: BURST }, () => send(s.url, { method: 'GET', path, bearer: token })),
  );
  const revealed = answers.filter((a) => a.status === 200);
  const limited = answers.filter((a) => a.status === 429);
  const input = `${BURST} × GET at once, one user, one card`;
  report.expect(revealed.length <= REVEALS_ALLOWED, {
    cause: 'card number revealed beyond the limit',
    method: 'GET',
    path,
    input,
    status: `${revealed.length} × 200`,
  });
  report.expect(limited.length === BURST - revealed.length && limited.every((a) => retryAfter(a) > 0), {
    cause: 'a refused reveal is not 429 with Retry-After',
    method: 'GET',
    path,
    input,
    status: [...new Set(answers.map((a) => a.status))].join('/'),
  });
  report.expect(
    limited.every((a) => !/\d{16}/.test(a.text)),
    { cause: 'a refused reveal carries the number', method: 'GET', path, input, status: 429 },
  );
  const log = await s.db.query<{ result: string; ip_address: string | null }>(
    `SELECT result, ip_address FROM activity_log WHERE action = 'card.sensitive_data.reveal' AND subject_id = $1`,
    [card.id],
  );
  report.expect(log.length === BURST && log.every((r) => r.ip_address), {
    cause: 'not every reveal is in the activity log with its address',
    method: 'GET',
    path,
    input,
    status: `${log.length} records`,
  });
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    token: randomUUID(),
    name: 'Joana Compradora',
    document: '529.982.247-25',
    email: 'joana@exemplo.com.br',
    phone: '(11) 98765-4321',
    ...fields,
  }).toString();

async function newLink(s: Sandbox, token: string): Promise<string> {
  const res = await sendJson(
    s.url,
    'POST',
    '/payment/payment-links',
    {
      type: 'ORDER',
      paymentOrder: { title: `Rajada ${randomUUID().slice(0, 8)}`, value: 50 },
      allowedPaymentMethods: {
        creditCardMethod: { type: 'EARLY', discount: null },
        bankSlipMethod: { discount: null },
        pixMethod: { discount: null },
      },
    },
    { bearer: token, headers: { 'idempotency-key': randomUUID() } },
  );
  if (res.status !== 201) throw new Error(`payment link: ${res.status} ${res.text}`);
  return (res.json as { uuid: string }).uuid;
}

const post = (s: Sandbox, path: string, fields: Record<string, string>) =>
  send(s.url, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });

const chargesOn = async (s: Sandbox, linkId: string) =>
  s.db.query<{ status: string }>('SELECT status FROM charges WHERE payment_link_id = $1', [linkId]);

async function purchaseBurst(s: Sandbox, report: CheckReport, token: string) {
  const linkId = await newLink(s, token);
  const path = `/payment-link/${linkId}`;
  const answers = await Promise.all(Array.from({ length: BURST }, () => post(s, path, { method: 'PIX' })));
  const charges = await chargesOn(s, linkId);
  const input = `${BURST} × anonymous form POST at once from one address`;
  report.expect(charges.length <= PURCHASES_ALLOWED, {
    cause: 'anonymous purchases beyond the limit left charges',
    method: 'POST',
    path,
    input,
    status: `${charges.length} charges`,
  });
  const limited = answers.filter((a) => a.status === 429);
  report.expect(
    limited.length === BURST - charges.length &&
      limited.every((a) => retryAfter(a) > 0 && a.text.includes('Muitas compras seguidas')),
    {
      cause: 'a refused purchase is not 429 with Retry-After and a Portuguese page',
      method: 'POST',
      path,
      input,
      status: [...new Set(answers.map((a) => a.status))].join('/'),
    },
  );
}

async function cardTesting(s: Sandbox, report: CheckReport, token: string) {
  const linkId = await newLink(s, token);
  const path = `/payment-link/${linkId}`;
  const declining = ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127'];
  for (const cardNumber of declining) await post(s, path, { method: 'CREDIT_CARD', cardNumber });
  const good = await post(s, path, { method: 'CREDIT_CARD', cardNumber: '4111111111111111' });
  const paid = (await chargesOn(s, linkId)).filter((c) => c.status === 'PAID');
  report.expect(paid.length === 0 && good.text.includes('suspeita de fraude'), {
    cause: 'a card after a burst of declines is still authorised by the issuer',
    method: 'POST',
    path,
    input: `${declining.length} declining cards, then 4111 1111 1111 1111, one address`,
    status: `${good.status}, ${paid.length} PAID`,
  });
}

export async function abuseLimitsCheck(): Promise<CheckReport> {
  const report = new CheckReport('abuse limits');
  const fresh = async (run: (s: Sandbox, token: string) => Promise<unknown>) => {
    const s = await startInProcess();
    try {
      await run(s, await signInAdmin(s.url));
    } finally {
      await s.close();
    }
  };
  await fresh((s, token) => revealBurst(s, report, token));
  await fresh(async (s, token) => {
    await purchaseBurst(s, report, token);
    await cardTesting(s, report, token);
  });
  report.skip(
    'limits per address from a second address: the suite can only speak from 127.0.0.1 (the sandbox tests cover it)',
  );
  return report;
}
