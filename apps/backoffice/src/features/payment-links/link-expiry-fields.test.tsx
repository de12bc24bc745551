import { useStore } from '@tanstack/react-form';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canPickDate, pickDate } from '../../test/pick-date';
import { useAppForm } from '../../ui/form';
import { LinkExpiryFields } from './link-expiry-fields';

const NOW = new Date('2026-11-20T12:00:00Z');
const PAID_USES = { label: 'Limite de vendas pagas (opcional)', hint: 'Depois disso o link para.' };

/** A small form whose expiry lives under other names than a link form's: the group writes where `fields` says. */
function Harness() {
  const form = useAppForm({
    defaultValues: { title: 'Oficina', endsOn: false, endsAt: null as string | null, uses: '' },
  });
  const values = useStore(form.store, (state) => state.values);
  return (
    <>
      <LinkExpiryFields
        form={form}
        fields={{ expires: 'endsOn', timer: 'endsAt', maxPaidUses: 'uses' }}
        now={NOW}
        paidUses={PAID_USES}
      />
      <output aria-label="Valores">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByLabelText('Valores').textContent ?? '{}');

describe("a link form's expiry and paid-uses limit (field group)", () => {
  it("shows 'Expira em' once ticked and keeps the Brasília day and 15-minute slot chosen", () => {
    render(<Harness />);
    expect(screen.queryByRole('group', { name: 'Expira em' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    expect(values().endsOn).toBe(true);
    expect(screen.getByRole('group', { name: 'Expira em' })).toBeTruthy();
    pickDate('Data', '2026-11-30');
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '10:15' } });
    expect(values()).toMatchObject({ endsAt: '2026-11-30T10:15', title: 'Oficina' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    expect(values().endsOn).toBe(false);
    expect(screen.queryByRole('group', { name: 'Expira em' })).toBeNull();
  });

  it("offers no day before the business 'today' (9 a.m. in Brasília at the pinned instant)", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    expect(canPickDate('Data', '2026-11-19')).toBe(false);
    // Today starts at the first 15-minute slot not yet past in Brasília.
    pickDate('Data', '2026-11-20');
    expect(values().endsAt).toBe('2026-11-20T09:00');
  });

  it("keeps only the digits of the paid-uses limit, in the kind's own words", () => {
    render(<Harness />);
    const limit = screen.getByLabelText(PAID_USES.label) as HTMLInputElement;
    fireEvent.change(limit, { target: { value: '2a5' } });
    expect(limit.value).toBe('25');
    expect(values().uses).toBe('25');
    expect(screen.getByText(PAID_USES.hint)).toBeTruthy();
  });
});
