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
});
