import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Example({ side }: { side?: 'left' | 'right' }) {
  return (
    <Drawer.Root>
      <Drawer.Trigger>Notificações abertas</Drawer.Trigger>
      <Drawer.Content title="Notificações" side={side}>
        <p>Sem notificações</p>
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title, on the right by default', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Notificações abertas' }));
    const drawer = screen.getByRole('dialog', { name: 'Notificações' });
    expect(drawer.getAttribute('data-side')).toBe('right');
    expect(drawer.textContent).toContain('Sem notificações');
  });

  it('opens on the left when asked and closes with Fechar', async () => {
    render(<Example side="left" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notificações abertas' }));
    const drawer = screen.getByRole('dialog', { name: 'Notificações' });
    expect(drawer.getAttribute('data-side')).toBe('left');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
