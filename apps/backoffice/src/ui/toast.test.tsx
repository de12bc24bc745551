import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, type ToastApi, ToastProvider, useToast } from './toast';

let toast: ToastApi;

function Capture() {
  toast = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces success and info politely and errors as alerts', () => {
    renderProvider();
    act(() => {
      toast.success('Link enviado para seu e-mail, por favor, verifique!');
      toast.info('O extrato será enviado para o seu e-mail.');
      toast.error('BAR-9999 - Erro ao realizar login');
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Link enviado para seu e-mail, por favor, verifique!×',
      'O extrato será enviado para o seu e-mail.×',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('BAR-9999 - Erro ao realizar login');
  });

  it('dismisses itself after its duration, errors later than successes', () => {
    renderProvider();
    act(() => {
      toast.success('Salvo');
      toast.error('Falhou');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success - 1));
    expect(screen.queryByText('Salvo')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Salvo')).toBeNull();
    expect(screen.queryByText('Falhou')).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION.error - TOAST_DURATION.success));
    expect(screen.queryByText('Falhou')).toBeNull();
  });

  it('closes with its button or by id', () => {
    renderProvider();
    let id = 0;
    act(() => {
      toast.info('Primeiro');
      id = toast.info('Segundo');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar aviso' })[0]!);
    expect(screen.queryByText('Primeiro')).toBeNull();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Segundo')).toBeNull();
  });

  it('holds a toast while the pointer is over it', () => {
    renderProvider();
    act(() => {
      toast.success('Pausado');
    });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success * 2));
    expect(screen.queryByText('Pausado')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success - 1000 - 1));
    expect(screen.queryByText('Pausado')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pausado')).toBeNull();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
