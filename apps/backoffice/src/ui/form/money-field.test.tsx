import { formatBRL, parseBRL } from '@balcao/domain/money';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitHandler, useAppForm } from '.';

/** A form that keeps the amount as the text the gateway takes ('R$ 12,50'). */
function Harness({ onSubmit }: { onSubmit: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { fee: formatBRL(150) },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="fee">
        {(field) => (
          <field.MoneyField
            label="Taxa (R$)"
            read={parseBRL}
            write={(cents: number | null) => (cents === null ? '' : formatBRL(cents))}
          />
        )}
      </form.AppField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the kit money field', () => {
  it('reads and writes an amount kept as text through read and write', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const fee = screen.getByLabelText('Taxa (R$)') as HTMLInputElement;
    expect(fee.value).toContain('1,50');
    fireEvent.change(fee, { target: { value: '1250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fee: formatBRL(1250) }));
  });
});
