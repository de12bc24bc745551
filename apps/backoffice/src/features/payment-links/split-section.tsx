import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { LINK_SPLIT_MAX_SUB_SELLERS, SPLIT_ABOVE_AVAILABLE_MESSAGE } from '@balcao/domain/payment-links';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { withFieldGroup } from '../../ui/form';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { paymentLinkQueries } from './api';
import * as styles from './links.css';
import { emptySplitLine, percentText, type SplitLine, splitShares } from './split-form-state';

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
  const settled = useDebouncedValue(input, LINK_PREVIEW_DEBOUNCE_MS);
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

/** The fields of a link form the split section binds: the toggle and the lines. */
export interface SplitFields {
  splitOn: boolean;
  split: SplitLine[];
}

/**
 * 'Split com sub-vendedores' of a link form (§4, §5, §6): only for who may split. The toggle and each
 * line's sub-seller, kind and share are kit fields bound to the form's `splitOn` and `split` (an array
 * field); `onToggle` is the kind's own rule for what the toggle turns with it (the methods).
 */
export const SplitSection = withFieldGroup({
  defaultValues: { splitOn: false, split: [] } as SplitFields,
  props: {} as { onToggle: (on: boolean) => void; preview: ReturnType<typeof useSplitPreview> },
  render: function SplitSectionFields({ group, onToggle, preview }) {
    const { clients } = useServices();
    const on = useStore(group.store, (state) => state.values.splitOn);
    const lines = useStore(group.store, (state) => state.values.split);
    const subSellers = useQuery({ ...paymentLinkQueries.splitSubSellers(clients), enabled: on });
    const options = (subSellers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
    const result = on && splitShares(lines) ? preview.data : undefined;
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Split com sub-vendedores</legend>
        <group.AppField name="splitOn" listeners={{ onChange: ({ value }) => onToggle(value) }}>
          {(field) => (
            <field.CheckboxField label="Dividir com sub-vendedores (split)" className={styles.checkbox} />
          )}
        </group.AppField>
        {on ? <p className={styles.warning}>Com split, o link aceita só cartão de crédito.</p> : null}
        {on && subSellers.data && options.length === 0 ? (
          <p className={styles.muted}>Nenhum sub-vendedor ativo com a conta validada.</p>
        ) : null}
        {on ? (
          <group.AppField name="split" mode="array">
            {(array) => (
              <>
                {array.state.value.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id until it names its sub-seller.
                  <div key={i} className={styles.row}>
                    <group.AppField name={`split[${i}].idSubSeller`}>
                      {(field) => (
                        <field.SelectField
                          label={`Sub-vendedor ${i + 1}`}
                          placeholder="Selecione"
                          options={options}
                        />
                      )}
                    </group.AppField>
                    <group.AppField name={`split[${i}].paymentType`}>
                      {(field) => <field.SelectField label={`Tipo da divisão ${i + 1}`} options={TYPES} />}
                    </group.AppField>
                    {line.paymentType === 'PERCENTAGE' ? (
                      <group.AppField name={`split[${i}].percent`}>
                        {(field) => (
                          <field.TextField
                            label={`Percentual ${i + 1} (%)`}
                            inputMode="decimal"
                            maxLength={5}
                            transform={percentText}
                          />
                        )}
                      </group.AppField>
                    ) : (
                      <group.AppField name={`split[${i}].fixedCents`}>
                        {(field) => <field.MoneyField label={`Valor fixo ${i + 1}`} />}
                      </group.AppField>
                    )}
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => void array.removeValue(i)}
                      aria-label={`Remover sub-vendedor ${i + 1}`}
                    >
                      Remover
                    </Button>
                  </div>
                ))}
                <Button
                  type="button"
                  variant="secondary"
                  // The split's cap (LINK_SPLIT_MAX_SUB_SELLERS): a line past it could never be sent.
                  disabled={array.state.value.length >= LINK_SPLIT_MAX_SUB_SELLERS}
                  onClick={() => array.pushValue(emptySplitLine())}
                >
                  Adicionar sub-vendedor
                </Button>
              </>
            )}
          </group.AppField>
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
  },
});
