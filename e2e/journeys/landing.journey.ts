import { NO_PERMISSION_MESSAGE } from '@balcao/domain/navigation';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

// §2.1, with the spec README's decision: a user with only banking roles (the banking operator) lands on
// /tesouraria, which /cobrancas would refuse them.
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
        // Never a dead end: no refusal, no 'not found', and no breadcrumb link to a page they may not open.
        const main = journey.page.getByRole('main');
        expect(await main.getByText(NO_PERMISSION_MESSAGE).count()).toBe(0);
        expect(await main.getByText('Página não encontrada').count()).toBe(0);
        const crumbs = journey.page
          .getByRole('navigation', { name: 'Trilha de navegação' })
          .getByRole('link');
        for (const href of await crumbs.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        )) {
          await journey.page.goto(`${journey.sandbox.url}${href}`);
          await journey.page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await main.getByText(NO_PERMISSION_MESSAGE).count()).toBe(0);
        }
        await signOut(journey);
      });
    });
  }
});
