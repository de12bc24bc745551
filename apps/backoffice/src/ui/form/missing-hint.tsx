import * as styles from './form.css';

const LIST = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/** 'Para criar o link, falta: título, valor e um método de pagamento.', or '' when nothing is. */
function missingText(action: string, missing: readonly string[]): string {
  return missing.length ? `Para ${action}, falta: ${LIST.format(missing)}.` : '';
}

/**
 * Says beside a disabled submit what keeps it disabled (a disabled button alone does not); the button
 * names this text with aria-describedby so a screen reader hears it too.
 */
export function MissingHint({
  id,
  action,
  missing,
}: {
  id: string;
  action: string;
  missing: readonly string[];
}) {
  if (missing.length === 0) return null;
  return (
    <p id={id} className={styles.missing}>
      {missingText(action, missing)}
    </p>
  );
}
