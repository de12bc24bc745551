import type { ComponentPropsWithRef } from 'react';
import { switchInput } from './switch.css';

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'checked' | 'onChange'> & {
  checked: boolean;
  /** The state asked for: a setting saved at once, a dialog that asks first, a form field. */
  onCheckedChange(checked: boolean): void;
  /** A change on its way: held and announced busy until it is answered. */
  busy?: boolean;
};

/**
 * A setting turned on or off: a real checkbox with role switch (keyboard and screen readers work),
 * drawn as a sliding switch. Its words are the label around it, or `aria-label` when there is none.
 */
export function Switch({ checked, onCheckedChange, busy, disabled, className, ...rest }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={[switchInput, className].filter(Boolean).join(' ')}
      checked={checked}
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onChange={(event) => onCheckedChange(event.target.checked)}
      {...rest}
    />
  );
}
