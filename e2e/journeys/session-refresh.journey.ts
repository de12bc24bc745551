import { describe, expect, it } from 'vitest';
import { advanceClock } from '../support/clock';
import { expectPath, signIn, step, useJourney } from '../support/journey';

/** Longer than the app's margin for renewing early (2 minutes), so a token is renewed only once it expires. */
const TTL_SECONDS = 300;

describe('an access token of 5 minutes', () => {
  const journey = useJourney({ accessTokenTtlSeconds: TTL_SECONDS });

  it('is renewed without the user noticing, across reloads and requests', async () => {
    const { page, sandbox } = journey;
    /** The token's life passes for the gateway and the browser alike: both clocks move, nobody waits. */
    const pastExpiry = () => advanceClock(sandbox, TTL_SECONDS + 2, page);
    const visitedLogin: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login')
        visitedLogin.push(frame.url());
    });
    await step(journey, 'refresh', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      const signedInAt = visitedLogin.length;
      const firstToken = await page.evaluate(
        () => JSON.parse(localStorage.getItem('balcao.session') ?? '{}').token,
      );
      await pastExpiry();
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await page.getByRole('dialog', { name: 'Notificações' }).getByRole('listitem').first().waitFor();
      await page.keyboard.press('Escape');
      await pastExpiry();
      await page.reload();
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await pastExpiry();
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await page.getByRole('dialog', { name: 'Notificações' }).getByRole('listitem').first().waitFor();
      const lastToken = await page.evaluate(
        () => JSON.parse(localStorage.getItem('balcao.session') ?? '{}').token,
      );
      expect(lastToken).not.toBe(firstToken);
      expect(visitedLogin.length).toBe(signedInAt);
      await expectPath(journey, '/');
    });
  });
});

describe('a reload while the token is being renewed', () => {
  const journey = useJourney({ accessTokenTtlSeconds: TTL_SECONDS });

  it('keeps the user signed in: the spent refresh token is a retry within its grace, not a leak', async () => {
    const { page, sandbox } = journey;
    const visitedLogin: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login')
        visitedLogin.push(frame.url());
    });
    await step(journey, 'refresh-interrupted', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      const signedInAt = visitedLogin.length;
      // The gateway rotates the token, but the page is gone before it reads the answer: it still holds the
      // spent one (a reload, or a navigation, at the wrong moment).
      let rotatedOnce = false;
      await page.route('**/core/public/auth/refresh-token', async (route) => {
        if (rotatedOnce) return route.continue();
        rotatedOnce = true;
        expect((await route.fetch()).status()).toBe(200);
        await route.abort('connectionreset');
      });
      await advanceClock(sandbox, TTL_SECONDS + 2, page);
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await expect.poll(() => rotatedOnce, { timeout: 20_000 }).toBe(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await page.getByRole('dialog', { name: 'Notificações' }).getByRole('listitem').first().waitFor();
      expect(visitedLogin.length).toBe(signedInAt);
      await expectPath(journey, '/');
    });
  });
});
