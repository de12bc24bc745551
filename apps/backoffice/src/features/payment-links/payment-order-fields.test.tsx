import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import { useStore } from '@tanstack/react-form';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '../../ui/form';
import { PaymentOrderFields } from './payment-order-fields';

/** A small form whose order lives under other names than a link form's: the group writes where `fields` says. */
function Harness({ valueHint }: { valueHint?: string }) {
  const form = useAppForm({
    defaultValues: { name: '', about: '', priceCents: null as number | null, planId: '3' },
  });
  const values = useStore(form.store, (state) => state.values);
  return (
    <>
      <PaymentOrderFields
        form={form}
        fields={{ title: 'name', description: 'about', valueCents: 'priceCents' }}
        valueHint={valueHint}
      />
      <output aria-label="Valores">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByLabelText('Valores').textContent ?? '{}');

describe("a link form's title, description and value (field group)", () => {
  it('binds each to its own field, the value in cents', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Oficina' } });
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Duas horas' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '12000' } });
    expect(values()).toEqual({ name: 'Oficina', about: 'Duas horas', priceCents: 12000, planId: '3' });
    // §5: the value input takes 10 characters; a value past them keeps the one before.
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '1000000000' } });
    expect(values().priceCents).toBe(12000);
  });

  it('takes §5’s limits and the kind’s hint under the value', () => {
    render(<Harness valueHint="Valor de cada cobrança." />);
    expect((screen.getByLabelText('Título') as HTMLInputElement).required).toBe(true);
    const description = screen.getByLabelText('Descrição') as HTMLTextAreaElement;
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.maxLength).toBe(PAYMENT_LINK_LIMITS.description);
    expect(screen.getByText('Valor de cada cobrança.')).toBeTruthy();
  });
});
