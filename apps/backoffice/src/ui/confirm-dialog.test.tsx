import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogKind } from './confirm-dialog';

function Harness(props: {
  kind?: ConfirmDialogKind;
  onConfirm?: () => unknown;
  onCancel?: () => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
      kind={props.kind}
      title="Excluir cobrança"
      message="Essa ação não pode ser desfeita."
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir cobrança' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Essa ação não pode ser desfeita.');
  });

  it('offers the buttons of each kind', () => {
    const { unmount } = render(<Harness kind="alert" />);
    expect(buttonNames()).toEqual(['Pronto']);
    unmount();
    const second = render(<Harness kind="confirm" />);
    expect(buttonNames()).toEqual(['Cancelar', 'Confirmar']);
    second.unmount();
    render(<Harness kind="question" />);
    expect(buttonNames()).toEqual(['Não', 'Sim']);
  });

  it('calls onConfirm and closes on Confirmar', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('calls onCancel on Não and on Escape, never onConfirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = render(<Harness kind="question" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for an async confirmation, once, and closes when it succeeds', async () => {
    let resolve = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the confirmation fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('falhou')));
    const onOpenChange = vi.fn();
    render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
