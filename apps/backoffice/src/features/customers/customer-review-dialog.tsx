import { ConfirmDialog } from '../../ui';
import * as styles from './customers.css';

export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** The fields whose shown value differs, in the order given. */
export function changesBetween(
  fields: readonly { label: string; format: (side: 'before' | 'after') => string }[],
): FieldChange[] {
  return fields
    .map((field) => ({ label: field.label, before: field.format('before'), after: field.format('after') }))
    .filter((change) => change.before !== change.after);
}

export interface CustomerReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: readonly FieldChange[];
  /** Saves; the dialog waits for it and stays open when it fails. */
  onConfirm: () => Promise<unknown>;
}

/** §2 Customers: edits are reviewed in a before/after dialog before they are sent. */
export function CustomerReviewDialog({ open, onOpenChange, changes, onConfirm }: CustomerReviewDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Revise as alterações"
      message="Confira os dados antes e depois da alteração."
      onConfirm={onConfirm}
    >
      <table className={styles.review}>
        <thead>
          <tr>
            <th scope="col" className={styles.reviewCell}>
              Campo
            </th>
            <th scope="col" className={styles.reviewCell}>
              Antes
            </th>
            <th scope="col" className={styles.reviewCell}>
              Depois
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.label}>
              <th scope="row" className={styles.reviewCell}>
                {change.label}
              </th>
              <td className={`${styles.reviewCell} ${styles.before}`}>{change.before || '—'}</td>
              <td className={styles.reviewCell}>{change.after || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmDialog>
  );
}
