import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { SPLIT_ABOVE_AVAILABLE_MESSAGE } from '@balcao/domain/payment-links';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Button, CurrencyInput, SelectField, TextField } from '../../ui';
import { paymentLinkQueries } from './api';
import * as styles from './links.css';
import { emptySplitLine, percentText, type SplitLine, splitShares } from './split-form-state';
import { useDebouncedValue } from './use-debounced-value';

const TYPES = [
  { value: 'PERCENTAGE', label: 'Percentual' },
  { value: 'FIXED', label: 'Valor fixo' },
];

/**
 * The split preview (§7), asked 1 s after the last change and only with every line complete: what each
 * sub-seller takes of the card price, the card fee and what is left. `exceedsAvailable` hides the
 * form's confirm button (§4).
 */
export function useSplitPreview(input: {
  on: boolean;
  lines: readonly SplitLine[];
  priceCents: number | null;
  installments: number;
}) {
  const { clients } = useServices();
  const settled = useDebouncedValue(input);
  const shares = settled.on ? splitShares(settled.lines) : null;
  const ready = shares !== null && shares.length > 0 && settled.priceCents !== null && settled.priceCents > 0;
  return useQuery({
    ...paymentLinkQueries.splitPreview(clients, {
      value: (settled.priceCents ?? 0) / 100,
      installments: Math.min(settled.installments, 12),
      subSellers: shares ?? [],
    }),
    enabled: ready,
  });
}

export interface SplitSectionProps {
  on: boolean;
  lines: SplitLine[];
  onToggle: (on: boolean) => void;
  onLines: (lines: SplitLine[]) => void;
  errors: Record<string, string | undefined>;
  preview: ReturnType<typeof useSplitPreview>;
}

/** 'Split com sub-vendedores' of the one-off link (§4, §5, §6): only for who may split. */
export function SplitSection({ on, lines, onToggle, onLines, errors, preview }: SplitSectionProps) {
  const { clients } = useServices();
  const subSellers = useQuery({ ...paymentLinkQueries.splitSubSellers(clients), enabled: on });
  const options = (subSellers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const change = (i: number, patch: Partial<SplitLine>) =>
    onLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const result = on && splitShares(lines) ? preview.data : undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Split com sub-vendedores</legend>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={on} onChange={(event) => onToggle(event.target.checked)} />
        Dividir com sub-vendedores (split)
      </label>
      {on ? <p className={styles.warning}>Com split, o link aceita só cartão de crédito.</p> : null}
      {on && subSellers.data && options.length === 0 ? (
        <p className={styles.muted}>Nenhum sub-vendedor ativo com a conta validada.</p>
      ) : null}
      {on
        ? lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id until it names its sub-seller.
            <div key={i} className={styles.row}>
              <SelectField
                label={`Sub-vendedor ${i + 1}`}
                placeholder="Selecione"
                options={options}
                value={line.idSubSeller}
                onChange={(event) => change(i, { idSubSeller: event.target.value })}
                error={errors[`${i}.idSubSeller`]}
              />
              <SelectField
                label={`Tipo da divisão ${i + 1}`}
                options={TYPES}
                value={line.paymentType}
                onChange={(event) =>
                  change(i, { paymentType: event.target.value as SplitLine['paymentType'] })
                }
              />
              {line.paymentType === 'PERCENTAGE' ? (
                <TextField
                  label={`Percentual ${i + 1} (%)`}
                  inputMode="decimal"
                  maxLength={5}
                  value={line.percent}
                  onChange={(event) => change(i, { percent: percentText(event.target.value) })}
                  error={errors[`${i}.value`]}
                />
              ) : (
                <CurrencyInput
                  label={`Valor fixo ${i + 1}`}
                  value={line.fixedCents}
                  onValueChange={(cents) => change(i, { fixedCents: cents })}
                  error={errors[`${i}.value`]}
                />
              )}
              <Button
                type="button"
                variant="secondary"
                onClick={() => onLines(lines.filter((_, j) => j !== i))}
                aria-label={`Remover sub-vendedor ${i + 1}`}
              >
                Remover
              </Button>
            </div>
          ))
        : null}
      {on ? (
        <Button type="button" variant="secondary" onClick={() => onLines([...lines, emptySplitLine()])}>
          Adicionar sub-vendedor
        </Button>
      ) : null}
      {result ? (
        <section aria-label="Prévia do split">
          <ul className={styles.previewList}>
            {result.subSellerPaymentResponse.map((share) => (
              <li key={share.idSubSeller}>
                {`${share.name}: ${formatBRL(reaisToCents(share.amountOnPaymentLink))}`}
              </li>
            ))}
            <li>{`Taxa do cartão: ${formatBRL(reaisToCents(result.tax))}`}</li>
            <li>{`Disponível para você: ${formatBRL(reaisToCents(result.availableAmount))}`}</li>
          </ul>
          {result.exceedsAvailable ? (
            <p className={styles.error} role="alert">
              {SPLIT_ABOVE_AVAILABLE_MESSAGE}
            </p>
          ) : null}
        </section>
      ) : null}
    </fieldset>
  );
}
