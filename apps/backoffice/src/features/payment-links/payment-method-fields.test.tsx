import { useStore } from '@tanstack/react-form';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppForm } from '../../ui/form';
import { type LinkMethod, PaymentMethodFields } from './payment-method-fields';

/**
 * A small form whose methods live under other names than a link form's: the group writes where its
 * `fields` map says, nowhere else.
 */
function Harness(props: {
  methods: readonly LinkMethod[];
  onToggle?: (method: LinkMethod, on: boolean) => void;
  error?: string;
  emptyText?: string;
}) {
  const form = useAppForm({
    defaultValues: {
      card: false,
      slip: true,
      pixOn: false,
      cardOff: '',
      slipOff: '7',
      pixOff: '',
    },
  });
  const values = useStore(form.store, (state) => state.values);
  return (
    <>
      <PaymentMethodFields
        form={form}
        fields={{
          creditCard: 'card',
          bankSlip: 'slip',
          pix: 'pixOn',
          creditCardDiscount: 'cardOff',
          bankSlipDiscount: 'slipOff',
          pixDiscount: 'pixOff',
        }}
        methods={props.methods}
        onToggle={props.onToggle ?? (() => {})}
        error={props.error}
        emptyText={props.emptyText}
        extra={(method) => (method === 'pix' && values.pixOn ? <p>Parcelas do Pix aqui</p> : null)}
      />
      <output aria-label="Valores">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByLabelText('Valores').textContent ?? '{}');

describe("a link form's payment methods (field group)", () => {
  it('offers the methods given, each ticked and its discount bound to its own field by name', () => {
    const onToggle = vi.fn();
    render(<Harness methods={['creditCard', 'bankSlip', 'pix']} onToggle={onToggle} />);
    const list = screen.getByRole('group', { name: 'Métodos de pagamento' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    // The boleto starts ticked with its discount; the card and Pix show none until ticked.
    expect((screen.getByRole('checkbox', { name: 'Boleto' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Desconto no boleto (%)') as HTMLInputElement).value).toBe('7');
    expect(screen.queryByLabelText('Desconto no Pix (%)')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect(values().pixOn).toBe(true);
    expect(onToggle).toHaveBeenCalledWith('pix', true);
    expect(screen.getByText('Parcelas do Pix aqui')).toBeTruthy();
    // §5: three characters, a percent above 100 is 100.
    fireEvent.change(screen.getByLabelText('Desconto no Pix (%)'), { target: { value: '150' } });
    expect(values()).toMatchObject({ pixOff: '100', slipOff: '7', cardOff: '' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Boleto' }));
    expect(values().slip).toBe(false);
    expect(onToggle).toHaveBeenLastCalledWith('bankSlip', false);
    expect(screen.queryByLabelText('Desconto no boleto (%)')).toBeNull();
  });

  it('offers only the methods given, says when there is none, and shows the missing-method message', () => {
    const { rerender } = render(
      <Harness methods={['creditCard']} error="Selecione ao menos um método de pagamento." />,
    );
    expect(screen.getByRole('checkbox', { name: 'Cartão de Crédito' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Boleto' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Pix' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Selecione ao menos um método de pagamento.');
    rerender(<Harness methods={[]} emptyText="Escolha o plano para ver os métodos que ele aceita." />);
    expect(screen.getByText('Escolha o plano para ver os métodos que ele aceita.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
