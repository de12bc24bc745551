import {
  LATE_FINE_HINT,
  LATE_INTEREST_HINT,
  LATE_TAX_INPUT_MAX_LENGTH,
  LATE_TAX_RESPONSIBILITY,
} from '@balcao/domain/charges';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Button, Switch, TextField } from '../../ui';
import { paymentSettingsQueries } from './api';
import { type LateTaxDraft, sanitizeLateTaxText } from './late-tax-draft';
import * as styles from './payment-settings.css';
import { type AutosaveState, useLateTaxAutosave } from './use-late-tax-autosave';

const STATUS_TEXT: Record<AutosaveState, string> = {
  idle: '',
  pending: 'Alterações não salvas…',
  saving: 'Salvando…',
  saved: 'Alterações salvas.',
  invalid: 'Corrija o percentual para salvar.',
  error: 'Não foi possível salvar. O valor digitado foi mantido; tente novamente.',
};

interface RateProps {
  id: string;
  switchLabel: string;
  inputLabel: string;
  hint: string;
  enabled: boolean;
  text: string;
  error: string | undefined;
  onEnabled: (enabled: boolean) => void;
  onText: (text: string) => void;
}

function Rate({ id, switchLabel, inputLabel, hint, enabled, text, error, onEnabled, onText }: RateProps) {
  return (
    <div className={styles.rate}>
      <label className={styles.switchRow}>
        <span>{switchLabel}</span>
        <Switch checked={enabled} onCheckedChange={onEnabled} />
      </label>
      <TextField
        id={id}
        className={styles.percentField}
        label={inputLabel}
        inputMode="decimal"
        autoComplete="off"
        maxLength={LATE_TAX_INPUT_MAX_LENGTH}
        value={text}
        disabled={!enabled}
        hint={hint}
        error={enabled ? error : undefined}
        onChange={(event) => onText(sanitizeLateTaxText(event.target.value))}
      />
    </div>
  );
}

/**
 * Late fine and monthly interest for boletos (§5): four-character percentage inputs with the consumer
 * law's limits as hints, saved about 1 s after the last change (useLateTaxAutosave).
 */
export function LateTaxCard() {
  const { clients } = useServices();
  const { data: saved } = useSuspenseQuery(paymentSettingsQueries.tax(clients));
  const { draft, state, errors, change, retry } = useLateTaxAutosave(saved);
  const set = (next: Partial<LateTaxDraft>) => change(next);

  return (
    <section className={styles.card} aria-labelledby="juros-multa">
      <h2 id="juros-multa" className={styles.subtitle}>
        Juros e multa
      </h2>
      <p className={styles.muted}>
        Cobrados de um boleto pago depois do vencimento: a multa uma vez e os juros por dia de atraso (a taxa
        mensal dividida por 30). Valem para os boletos criados a partir da mudança.
      </p>
      <div className={styles.rates}>
        <Rate
          id="multa"
          switchLabel="Cobrar multa por atraso"
          inputLabel="Multa (%)"
          hint={LATE_FINE_HINT}
          enabled={draft.fineEnabled}
          text={draft.fineText}
          error={errors.fine}
          onEnabled={(fineEnabled) => set({ fineEnabled })}
          onText={(fineText) => set({ fineText })}
        />
        <Rate
          id="juros"
          switchLabel="Cobrar juros por atraso"
          inputLabel="Juros ao mês (%)"
          hint={LATE_INTEREST_HINT}
          enabled={draft.interestEnabled}
          text={draft.interestText}
          error={errors.interest}
          onEnabled={(interestEnabled) => set({ interestEnabled })}
          onText={(interestText) => set({ interestText })}
        />
      </div>
      <p className={styles.muted}>{LATE_TAX_RESPONSIBILITY}</p>
      <p
        className={[styles.saveStatus, state === 'error' ? styles.saveError : ''].filter(Boolean).join(' ')}
        role="status"
        aria-live="polite"
      >
        {STATUS_TEXT[state]}
        {state === 'error' ? (
          <Button type="button" variant="secondary" size="sm" onClick={retry}>
            Tentar novamente
          </Button>
        ) : null}
      </p>
    </section>
  );
}
