// What the README promises an integrator about the session and the links, read from the README itself
// and checked against the real sandbox: a figure changed on one side only fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, type RealSandbox, startRealSandbox } from './sandbox';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function claim(pattern: RegExp): string {
  const found = pattern.exec(readme)?.[1];
  if (found === undefined) throw new Error(`the README no longer says ${pattern}`);
  return found;
}

/** The JWT's own times, as any integrator would read them. */
function tokenTimes(token: string): { iat: number; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

// Two public origins set apart, as in production: the app's and the gateway's.
const PUBLIC_APP_URL = 'http://app.loja.test:4010';
const GATEWAY_URL = 'http://pagar.loja.test:4010';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox({ publicAppUrl: PUBLIC_APP_URL, gatewayUrl: GATEWAY_URL });
}, 60_000);
afterAll(() => sandbox?.close());

describe('the README, checked against the sandbox', () => {
  it("states the access token's life the sandbox gives it", async () => {
    const seconds = Number(claim(/\*\*access token lives (\d+) s\*\*/));
    const session = await sandbox.balcao().auth.signIn();
    const { iat, exp } = tokenTimes(session.token);
    expect(exp - iat).toBe(seconds);
  });

  it("builds a link's url as the README says: on GATEWAY_URL, never on PUBLIC_APP_URL", async () => {
    const balcao = sandbox.balcao();
    const oneOff = claim(/\*\*`(\$\{GATEWAY_URL\}\/[^`]*\{uuid\})`\*\*/);
    const quick = claim(/quick link \(`FAST_ORDER`\) `(\$\{GATEWAY_URL\}\/[^`]*\{uuid\})`/);
    const expected = (template: string, uuid: string) =>
      template.replace('$' + '{GATEWAY_URL}', GATEWAY_URL).replace('{uuid}', uuid);

    const link = await balcao.paymentLinks.create({
      type: 'ORDER',
      paymentOrder: { title: 'Oficina de encadernação', value: 240, installments: 1 },
      allowedPaymentMethods: { pixMethod: { discount: null } },
    });
    expect(link.url).toBe(expected(oneOff, link.uuid));
    expect(link.url.startsWith(PUBLIC_APP_URL)).toBe(false);

    const fast = await first(balcao.paymentLinks.list({ kind: 'fast-orders' }));
    if (!fast) throw new Error('the seed has no quick link');
    expect(fast.url).toBe(expected(quick, fast.uuid));
  });
});
