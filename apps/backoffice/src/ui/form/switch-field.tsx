import type { ReactNode } from 'react';
import { Switch } from '../switch';
import { useFieldContext } from './form-context';
import * as styles from './switch-field.css';

/**
 * A setting turned on or off, bound to a boolean field: its words, then the switch at the row's end.
 */
export function SwitchField({ label, disabled }: { label: ReactNode; disabled?: boolean }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={styles.row}>
      <span className={styles.text}>{label}</span>
      <Switch
        checked={field.state.value}
        disabled={disabled}
        onCheckedChange={field.handleChange}
        onBlur={field.handleBlur}
      />
    </label>
  );
}
