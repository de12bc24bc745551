import type { ReactNode } from 'react';
import { useFieldContext } from './form-context';
import * as styles from './switch-field.css';

/**
 * A setting turned on or off, bound to a boolean field: its words, then the switch at the row's end.
 * The switch is a real checkbox (role switch), so keyboard and screen readers work.
 */
export function SwitchField({ label, disabled }: { label: ReactNode; disabled?: boolean }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={styles.row}>
      <span className={styles.text}>{label}</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={field.state.value}
        aria-checked={field.state.value}
        disabled={disabled}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
    </label>
  );
}
