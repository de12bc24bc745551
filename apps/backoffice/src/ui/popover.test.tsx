import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        title="Selecionar data"
        trigger={<button type="button">Data</button>}
      >
        <button type="button">Dentro</button>
      </Popover>
      <p>Fora</p>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a named panel and closes on Escape, focus back on the trigger', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Data' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Selecionar data' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside but not inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dentro' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByText('Fora'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
