import { describe, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

// §2.1 and the project's decision for banking-only users (they land on /tesouraria).
const LANDINGS: [email: string, path: string][] = [
  ['admin@demo.balcao.dev', '/'],
  ['gerente@demo.balcao.dev', '/'],
  ['financeiro@demo.balcao.dev', '/'],
  ['supervisor@demo.balcao.dev', '/cobrancas'],
  ['vendas@demo.balcao.dev', '/cobrancas'],
  ['operador@demo.balcao.dev', '/tesouraria'],
  ['outra@demo.balcao.dev', '/'],
];

describe('each demo user lands where §2.1 sends them', () => {
  const journey = useJourney();

  for (const [email, path] of LANDINGS) {
    it(`${email} → ${path}`, async () => {
      await step(journey, `landing-${email}`, async () => {
        await signIn(journey, email);
        await expectPath(journey, path);
        await journey.page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
        await expectAccessible(journey.page, `entrada de ${email}`);
        await signOut(journey);
      });
    });
  }
});
