import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Step, StepModal, stepLabel } from './step-modal';

function Harness({ steps, onFinish }: { steps: Step[]; onFinish: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reabrir
      </button>
      <StepModal
        open={open}
        onOpenChange={setOpen}
        title="Adicionar cliente"
        steps={steps}
        onFinish={onFinish}
      />
    </>
  );
}

const three: Step[] = [
  { title: 'Identificação', content: <p>Dados do cliente</p> },
  { title: 'Contato', content: <p>Telefone e e-mail</p> },
  { title: 'Endereço', content: <p>CEP e rua</p> },
];

const progress = () => screen.getByRole('progressbar');

describe('StepModal', () => {
  it('labels steps as Passo N de M', () => {
    expect(stepLabel(0, 2)).toBe('Passo 1 de 2');
    expect(stepLabel(2, 3)).toBe('Passo 3 de 3');
  });

  it('moves forward with Próximo and back with Voltar, showing the progress', async () => {
    render(<Harness steps={three} onFinish={vi.fn()} />);
    expect(screen.getByText('Passo 1 de 3')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('Dados do cliente')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 2 de 3')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByText('Telefone e e-mail')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Passo 1 de 3')).toBeTruthy();
    expect(screen.getByText('Dados do cliente')).toBeTruthy();
  });

  it('finishes on the last step with Confirmar, then closes and starts over next time', async () => {
    const onFinish = vi.fn();
    render(<Harness steps={three} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 3 de 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(screen.getByText('Passo 1 de 3')).toBeTruthy();
  });

  it('stays on a step whose validation fails', async () => {
    const validate = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const steps = [{ ...three[0]!, validate }, three[1]!];
    render(<Harness steps={steps} onFinish={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 1 de 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 2 de 2')).toBeTruthy();
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('keeps the modal open on the last step when finishing fails', async () => {
    const onFinish = vi.fn().mockRejectedValue(new Error('falhou'));
    render(<Harness steps={[three[0]!]} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Adicionar cliente' })).toBeTruthy();
  });
});
