import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { CustomerSlot } from '../app/customer-slot';
import type { CustomerSummary } from '../features/customers/api';
import { CustomerSlotPicker } from '../features/customers/customer-slot-picker';

/** The customers feature's picker, lent to a form under test as its route lends it. */
export const lentCustomerPicker: CustomerSlot = (props) => <CustomerSlotPicker {...props} />;

/** A customer of the picker's list (`GET /seller-clients`), as the contract gives it. */
export const customerSummary = (id: string, name: string): CustomerSummary => ({
  id,
  name,
  fantasyName: null,
  document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
  email: 'cliente@exemplo.com.br',
  countryCode: '55',
  phone: '11987654321',
});

/** Opens the customer picker labelled `label` (in `scope`) and chooses `name`, as a user does. */
export async function pickCustomer(label: string, name: string, scope: HTMLElement = document.body) {
  const input = await within(scope).findByRole('combobox', { name: label });
  fireEvent.focus(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(listbox).findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** The name the picker labelled `label` shows. */
export const pickedCustomer = (label: string) =>
  (screen.getByRole('combobox', { name: label }) as HTMLInputElement).value;

/** jsdom has no layout: the picker's virtual list is given the height the browser gives it (a `beforeEach`). */
export function giveListsHeight() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
}
