import { createChargeItems } from '@balcao/domain/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { CreateChargeMenu } from './create-charge-menu';

const labels = (roles: string[], features: string[]) =>
  createChargeItems({ roles, features }).map((item) => item.label);

const LINKS = 'view_seller_payment_link';

describe('Criar cobrança', () => {
  it('keeps the domain rule: roles, disable_paymentlink and view_fast_payment_link', () => {
    expect(labels(['SELLER_ADMIN'], [LINKS, 'view_fast_payment_link'])).toEqual([
      'Link de Pagamento',
      'Link Rápido',
    ]);
    expect(labels(['SELLER_PAYMENT_LINK'], [LINKS])).toEqual(['Link de Pagamento']);
    expect(labels(['SELLER_PAYMENT_LINK'], [])).toEqual([]);
    expect(labels(['SELLER_ADMIN'], ['disable_paymentlink'])).toEqual([]);
    expect(labels(['SELLER_DASHBOARD'], ['view_fast_payment_link'])).toEqual([]);
  });

  it('opens a menu of links to the creation pages', async () => {
    const items = createChargeItems({ roles: ['SELLER_ADMIN'], features: [LINKS, 'view_fast_payment_link'] });
    renderWithApp(<CreateChargeMenu items={items} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Criar cobrança' }));
    const menu = screen.getByRole('dialog', { name: 'Criar cobrança' });
    expect(within(menu).getByRole('link', { name: 'Link de Pagamento' }).getAttribute('href')).toBe(
      '/seja-pago/criar/cobranca-pontual',
    );
    expect(within(menu).getByRole('link', { name: 'Link Rápido' }).getAttribute('href')).toBe(
      '/seja-pago/criar/link-rapido',
    );
  });

  it('renders nothing without items', async () => {
    renderWithApp(
      <>
        <p>Início</p>
        <CreateChargeMenu items={[]} />
      </>,
    );
    await screen.findByText('Início');
    expect(screen.queryByRole('button', { name: 'Criar cobrança' })).toBeNull();
  });
});
