import { useNavigate } from '@tanstack/react-router';
import * as styles from './links.css';

/**
 * §2: the Recorrente / Pontual selector above the creation forms. Recorrente leads to the subscription
 * link's form, offered only once this build has that page.
 */
export function LinkTypeSelector({
  current,
  recurringPath,
}: {
  current: 'ORDER' | 'SUBSCRIPTION';
  recurringPath: string | null;
}) {
  const navigate = useNavigate();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tipo de cobrança</legend>
      <div className={styles.row}>
        {recurringPath ? (
          <label className={styles.checkbox}>
            <input
              type="radio"
              name="link-type"
              checked={current === 'SUBSCRIPTION'}
              onChange={() => void navigate({ to: recurringPath })}
            />
            Recorrente
          </label>
        ) : null}
        <label className={styles.checkbox}>
          <input
            type="radio"
            name="link-type"
            checked={current === 'ORDER'}
            onChange={() => void navigate({ to: '/seja-pago/criar/cobranca-pontual' })}
          />
          Pontual
        </label>
      </div>
    </fieldset>
  );
}
