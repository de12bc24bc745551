import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSession, renderWithApp } from '../test/render-with-app';
import { PageHeader } from './page-header';

const LIST = '/cobrancas?term=Ana&status=PAID&page=2';

describe('PageHeader', () => {
  afterEach(() => sessionStorage.clear());

  it('returns from a charge to the list with the search, filters and page it had', async () => {
    const { router } = renderWithApp(<PageHeader />, { session: demoSession(), path: LIST });
    await screen.findByText('Cobranças');
    await router.navigate({ to: '/cobrancas/$id', params: { id: 'abc' } });
    const back = await screen.findByRole('link', { name: 'Voltar' });
    expect(back.getAttribute('href')).toBe(LIST);
    expect(screen.getByRole('link', { name: 'Cobranças' }).getAttribute('href')).toBe(LIST);
    await userEvent.setup().click(back);
    expect(router.state.location.href).toBe(LIST);
  });

  it("names the way back to the card list 'Gerenciar cartões' (banking §2.6)", async () => {
    const { router } = renderWithApp(<PageHeader />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
      path: '/cartao',
    });
    await screen.findByText('Cartões');
    await router.navigate({ to: '/cartao/$id', params: { id: 'abc' } });
    const back = await screen.findByRole('link', { name: 'Gerenciar cartões' });
    expect(back.getAttribute('href')).toBe('/cartao');
  });
});
