import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal';
import { submitHandler, useAppForm } from '.';

const button = (element: HTMLElement) => element as HTMLButtonElement;

/** A send the test finishes itself, so what the buttons show while it runs can be read. */
function pendingSend() {
  let finish = () => {};
  const sent: string[] = [];
  const onSubmit = ({ value }: { value: { title: string } }) =>
    new Promise<void>((resolve) => {
      sent.push(value.title);
      finish = resolve;
    });
  return { onSubmit, sent, finish: () => finish() };
}

function DialogHarness({ send, held = false }: { send: ReturnType<typeof pendingSend>; held?: boolean }) {
  const form = useAppForm({ defaultValues: { title: 'Loja' }, onSubmit: send.onSubmit });
  return (
    <Modal.Root open>
      <Modal.Content
        title="Renomear"
        footer={
          <form.AppForm>
            <form.DialogActions formId="rename" submitLabel="Renomear" disabled={held} />
          </form.AppForm>
        }
      >
        <form id="rename" noValidate onSubmit={submitHandler(form)}>
          <form.AppField name="title">{(field) => <field.TextField label="Nome" />}</form.AppField>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

function PageHarness({ send, changed }: { send: ReturnType<typeof pendingSend>; changed: boolean }) {
  const form = useAppForm({ defaultValues: { title: 'Loja' }, onSubmit: send.onSubmit });
  return (
    <>
      <form id="page-form" noValidate onSubmit={submitHandler(form)}>
        <form.AppField name="title">{(field) => <field.TextField label="Nome" />}</form.AppField>
      </form>
      <form.AppForm>
        <form.SubmitButton form="page-form" variant="primary" disabled={!changed}>
          Finalizar
        </form.SubmitButton>
      </form.AppForm>
    </>
  );
}

describe("the kit's submit buttons", () => {
  it('DialogActions: the footer sends the form it names once, spinning until the send ends', async () => {
    const send = pendingSend();
    render(<DialogHarness send={send} />);
    const submit = screen.getByRole('button', { name: 'Renomear' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByRole('button', { name: /Renomear \(Carregando\)/ });
    expect(send.sent).toEqual(['Loja']);
    await act(async () => send.finish());
    expect(button(screen.getByRole('button', { name: 'Renomear' })).disabled).toBe(false);
    expect(button(screen.getByRole('button', { name: 'Cancelar' })).disabled).toBe(false);
  });

  it('DialogActions: held while the form says so', () => {
    render(<DialogHarness send={pendingSend()} held />);
    expect(button(screen.getByRole('button', { name: 'Renomear' })).disabled).toBe(true);
  });

  it('SubmitButton outside its form sends it by id, held until something changed', async () => {
    const send = pendingSend();
    const { rerender } = render(<PageHarness send={send} changed={false} />);
    expect(button(screen.getByRole('button', { name: 'Finalizar' })).disabled).toBe(true);
    rerender(<PageHarness send={send} changed />);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByRole('button', { name: /Finalizar \(Carregando\)/ });
    expect(send.sent).toEqual(['Loja']);
    await act(async () => send.finish());
    expect(button(screen.getByRole('button', { name: 'Finalizar' })).disabled).toBe(false);
  });
});
