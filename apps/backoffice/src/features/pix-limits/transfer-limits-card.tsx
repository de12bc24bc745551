import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  formatPixLimitMoment,
  PIX_LIMIT_LABELS,
  PIX_LIMIT_MAX_CENTS,
  PIX_LIMIT_SECTION_TITLE,
  PIX_LIMIT_SUCCESS_MESSAGE,
  PIX_LIMIT_WINDOWS,
  type PixLimitPeriod,
  pixLimitChange,
} from '@balcao/domain/pix';
import { useState } from 'react';
import { Button, ConfirmDialog, CurrencyInput, useToast } from '../../ui';
import { type PixLimit, saveErrorLines, useSavePixLimits } from './api';
import * as styles from './pix-limits.css';

type Draft = Record<PixLimitPeriod, number | null>;

/** Today's limit in force, in cents (the wire sends reais). */
const inForce = (limit: PixLimit) => reaisToCents(limit.amount);

/**
 * 'Limite de transferências' (§2.4, §4.4): the day and the night limit; Editar turns them into fields,
 * Cancelar drops the edit, Salvar asks for confirmation and then sends one PATCH per period (§7.3).
 * A change in process (an increase waiting its 24 hours) is shown under its limit and keeps Editar
 * disabled until it takes effect.
 */
export function TransferLimitsCard({ limits }: { limits: PixLimit[] }) {
  const toast = useToast();
  const save = useSavePixLimits();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inProcess = limits.some((limit) => limit.scheduledAmount !== null);
  const changed = draft ? limits.filter((limit) => draft[limit.period] !== inForce(limit)) : [];
  const empty = draft !== null && (draft.DAY === null || draft.NIGHT === null);

  function edit() {
    setDraft(Object.fromEntries(limits.map((limit) => [limit.period, inForce(limit)])) as Draft);
  }

  async function confirm() {
    if (!draft) return;
    try {
      await save.mutateAsync(
        limits.map((limit) => ({ limit, cents: draft[limit.period] ?? inForce(limit) })),
      );
    } catch (error) {
      for (const line of saveErrorLines(error)) toast.error(line);
      throw error;
    }
    toast.success(PIX_LIMIT_SUCCESS_MESSAGE);
    setDraft(null);
  }

  return (
    <section className={styles.card} aria-labelledby="transfer-limits-title">
      <div className={styles.header}>
        <div>
          <h2 id="transfer-limits-title" className={styles.subtitle}>
            {PIX_LIMIT_SECTION_TITLE}
          </h2>
          <p className={styles.muted}>
            O máximo que a conta corrente envia por Pix em cada período. Aumentos valem 24 horas depois do
            pedido; reduções valem na hora.
          </p>
        </div>
      </div>
      <div className={styles.limits}>
        {limits.map((limit) => (
          <LimitBox
            key={limit.period}
            limit={limit}
            value={draft ? draft[limit.period] : null}
            editing={draft !== null}
            onChange={(cents) => setDraft((current) => current && { ...current, [limit.period]: cents })}
          />
        ))}
      </div>
      <div className={styles.actions}>
        {draft ? (
          <>
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button
              onClick={() => setConfirming(true)}
              disabled={empty || changed.length === 0 || save.isPending}
            >
              Salvar
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={edit}
            disabled={inProcess}
            aria-describedby={inProcess ? 'limits-in-process' : undefined}
          >
            Editar
          </Button>
        )}
      </div>
      {inProcess && !draft ? (
        <p id="limits-in-process" className={styles.muted}>
          Há uma alteração em processamento: os limites podem ser editados de novo quando ela valer.
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Alterar limites de Pix?"
        onConfirm={confirm}
      >
        <ul className={styles.changes}>
          {draft
            ? changed.map((limit) => {
                const next = draft[limit.period] ?? 0;
                const increase = pixLimitChange(inForce(limit), next) === 'INCREASE';
                return (
                  <li key={limit.period}>
                    {PIX_LIMIT_LABELS[limit.period]}: de {formatBRL(inForce(limit))} para {formatBRL(next)}
                    {increase ? ' (aumento: vale em 24 horas)' : ' (redução: vale na hora)'}
                  </li>
                );
              })
            : null}
        </ul>
      </ConfirmDialog>
    </section>
  );
}

function LimitBox({
  limit,
  value,
  editing,
  onChange,
}: {
  limit: PixLimit;
  value: number | null;
  editing: boolean;
  onChange: (cents: number | null) => void;
}) {
  const label = PIX_LIMIT_LABELS[limit.period];
  const headingId = `pix-limit-${limit.period.toLowerCase()}`;
  return (
    <section className={styles.limit} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.limitName}>
        {label}
      </h3>
      <p className={styles.muted}>{PIX_LIMIT_WINDOWS[limit.period]}</p>
      {editing ? (
        <CurrencyInput
          label={`${label} (${PIX_LIMIT_WINDOWS[limit.period]})`}
          hideLabel
          value={value}
          onValueChange={onChange}
          maxCents={PIX_LIMIT_MAX_CENTS}
          hint={`Até ${formatBRL(PIX_LIMIT_MAX_CENTS)}.`}
        />
      ) : (
        <p className={styles.amount}>{formatBRL(inForce(limit))}</p>
      )}
      {limit.scheduledAmount !== null && limit.scheduledFor ? (
        <p className={styles.scheduled}>
          Alteração em processamento: {formatBRL(reaisToCents(limit.scheduledAmount))} a partir de{' '}
          {formatPixLimitMoment(new Date(limit.scheduledFor))}.
        </p>
      ) : null}
    </section>
  );
}
