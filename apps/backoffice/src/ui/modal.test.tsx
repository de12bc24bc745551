import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Example() {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Abrir</Button>
      </Modal.Trigger>
      <Modal.Content title="Baixar relatório .csv" description="O arquivo será enviado por e-mail.">
        <p>Conteúdo</p>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>Pronto</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

describe('Modal', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Baixar relatório .csv' });
    expect(dialog.textContent).toContain('Conteúdo');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('O arquivo será enviado por e-mail.');
  });

  it('closes with Modal.Close, the × button and Escape, returning focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Pronto' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('FormActions: Cancelar closes, the submit button sends the form it names, and is held while disabled', async () => {
    const submitted = vi.fn();
    const { rerender } = render(<FormExample disabled onSubmit={submitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Criar' }).hasAttribute('disabled')).toBe(true);
    rerender(<FormExample disabled={false} onSubmit={submitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the first focus on the first field, not on ×', async () => {
    render(<FieldsExample />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
  });

  it('without a field, puts the first focus on the first action, not on ×', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pronto' }));
  });
});

function FieldsExample() {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Abrir</Button>
      </Modal.Trigger>
      <Modal.Content title="Novo cliente" footer={<Modal.FormActions formId="customer" />}>
        <form id="customer">
          <input type="hidden" name="token" />
          <label>
            Código
            <input readOnly defaultValue="123" />
          </label>
          <label>
            Nome
            <input />
          </label>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

function FormExample({ disabled, onSubmit }: { disabled: boolean; onSubmit(): void }) {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Abrir</Button>
      </Modal.Trigger>
      <Modal.Content
        title="Nova coisa"
        footer={<Modal.FormActions formId="thing" submitLabel="Criar" disabled={disabled} />}
      >
        <form
          id="thing"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
