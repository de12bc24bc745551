import type { ReactNode } from 'react';

/**
 * What a form says to the customer picker a route lends it (§2.8: the customers feature's picker, as
 * a feature never imports another). The form keeps only the customer's id; the picker shows who it is.
 */
export interface CustomerSlotProps {
  value: string;
  onChange: (customerId: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  placeholder?: string;
  /** Whether the choice may be emptied again ('Cliente (opcional)': the link is for any customer). */
  clearable?: boolean;
  /** A customer the form already knows by name (an edited link's), shown without asking the gateway. */
  known?: { id: string; name: string } | null;
}

/** The lent picker: a render function, as `SlotField` calls it. */
export type CustomerSlot = (props: CustomerSlotProps) => ReactNode;
