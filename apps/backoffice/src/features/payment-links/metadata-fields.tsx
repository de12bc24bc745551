import { Button } from '../../ui';
import type { LinkAppForm } from './link-form';
import type { OrderLinkForm } from './link-form-state';
import * as styles from './links.css';

/** The contract's limit on a link's metadata. */
const MAX_ENTRIES = 20;

/**
 * 'Metadados' (§6 view_payment_link_metadata): the seller's own key/value pairs on the link, for its
 * systems; the buyer never sees them. The pairs are the form's `metadata` array field, each key and
 * value a kit field.
 */
export function MetadataFields({ form }: { form: LinkAppForm<OrderLinkForm> }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Metadados</legend>
      <p className={styles.muted}>Uso interno: o cliente não vê estes dados.</p>
      <form.AppField name="metadata" mode="array">
        {(entries) => (
          <>
            {entries.state.value.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry being typed has no stable id.
              <div key={i} className={styles.row}>
                <form.AppField name={`metadata[${i}].key`}>
                  {(field) => <field.TextField label={`Chave ${i + 1}`} maxLength={50} />}
                </form.AppField>
                <form.AppField name={`metadata[${i}].value`}>
                  {(field) => <field.TextField label={`Conteúdo ${i + 1}`} maxLength={500} />}
                </form.AppField>
                <Button type="button" variant="secondary" onClick={() => void entries.removeValue(i)}>
                  Remover
                </Button>
              </div>
            ))}
            {entries.state.value.length < MAX_ENTRIES ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => entries.pushValue({ key: '', value: '' })}
              >
                Adicionar metadado
              </Button>
            ) : null}
          </>
        )}
      </form.AppField>
    </fieldset>
  );
}
