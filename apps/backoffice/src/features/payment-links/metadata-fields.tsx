import { Button, TextField } from '../../ui';
import * as styles from './links.css';

type Entry = { key: string; value: string };
/** The contract's limit on a link's metadata. */
const MAX_ENTRIES = 20;

/**
 * 'Metadados' (§6 view_payment_link_metadata): the seller's own key/value pairs on the link, for its
 * systems; the buyer never sees them.
 */
export function MetadataFields(props: {
  entries: Entry[];
  onChange: (entries: Entry[]) => void;
  errors: Record<string, string | undefined>;
}) {
  const { entries, onChange } = props;
  const change = (i: number, patch: Partial<Entry>) =>
    onChange(entries.map((entry, j) => (j === i ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Metadados</legend>
      <p className={styles.muted}>Uso interno: o cliente não vê estes dados.</p>
      {entries.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry being typed has no stable id.
        <div key={i} className={styles.row}>
          <TextField
            label={`Chave ${i + 1}`}
            maxLength={50}
            value={entry.key}
            onChange={(event) => change(i, { key: event.target.value })}
            error={props.errors[`metadata.${i}`]}
          />
          <TextField
            label={`Conteúdo ${i + 1}`}
            maxLength={500}
            value={entry.value}
            onChange={(event) => change(i, { value: event.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange(entries.filter((_, j) => j !== i))}
          >
            Remover
          </Button>
        </div>
      ))}
      {entries.length < MAX_ENTRIES ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => onChange([...entries, { key: '', value: '' }])}
        >
          Adicionar metadado
        </Button>
      ) : null}
    </fieldset>
  );
}
