import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import * as styles from './links.css';

/** The link's 'Descrição', with its count of characters against the limit (one-off and subscription forms). */
export function DescriptionField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div>
      <label htmlFor={id}>Descrição</label>
      <textarea
        id={id}
        value={value}
        maxLength={PAYMENT_LINK_LIMITS.description}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        className={styles.textarea}
      />
      <p className={styles.muted}>{`${value.length}/${PAYMENT_LINK_LIMITS.description}`}</p>
    </div>
  );
}
