import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumb } from './breadcrumb';

const items = [
  { label: 'Início', to: '/' },
  { label: 'Cobranças', to: '/cobrancas' },
  { label: 'Detalhe da cobrança' },
];

describe('Breadcrumb', () => {
  it('links each level and marks the last as the current page', () => {
    render(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Cobranças' }).getAttribute('href')).toBe('/cobrancas');
    expect(screen.queryByRole('link', { name: 'Detalhe da cobrança' })).toBeNull();
    expect(screen.getByText('Detalhe da cobrança').getAttribute('aria-current')).toBe('page');
  });

  it('navigates inside the app when given navigate', async () => {
    const navigate = vi.fn();
    render(<Breadcrumb items={items} navigate={navigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Início' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
