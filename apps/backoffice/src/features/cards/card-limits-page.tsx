import {
  CARD_LIMIT_MAX_CENTS,
  CARD_LIMIT_TYPE_LABELS,
  CARD_MESSAGES,
  type CardLimitRow,
  cardPermissions,
  changedCardLimits,
  draftsAfterSave,
  isLimitEditable,
  maskedCardNumber,
} from '@balcao/domain/cards';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, type Column, CurrencyInput, Table, useToast } from '../../ui';
import { type Card, cardErrorLines, cardQueries, changeCardLimit } from './api';
import * as styles from './cards.css';
import { LimitSummary } from './limit-summary';

export const LIMIT_FAILURE = 'Não foi possível atualizar o limite do cartão.';

const rowOf = (card: Card): CardLimitRow => ({
  cardId: card.id,
  type: card.type,
  limitCents: card.limitValue === null ? 0 : reaisToCents(card.limitValue),
});

/**
 * /cartao/limites (§2.6, §4.5, §5): the global and remaining limits and each card's own limit, editable for
 * LIMIT_BALANCE cards. Salvar sends one change per edited card; a card whose change fails goes back to its
 * value, the others keep theirs.
 */
export function CardLimitsPage() {
  const { clients, auth } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const can = cardPermissions({ roles: auth.roles, features: auth.features });
  const { data } = useSuspenseQuery(cardQueries.forLimits(clients));
  const cards = data.content.filter((card) => card.cardStatus !== 'CANCELLED');
  const rows = cards.map(rowOf);
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const [saving, setSaving] = useState(false);
  const changes = changedCardLimits(rows, drafts);
  const editable = can.manageLimits === 'enabled';

  async function save() {
    setSaving(true);
    const results = await Promise.allSettled(
      changes.map((change) => changeCardLimit(clients, change.cardId, change.newLimitCents)),
    );
    const failed = new Set<string>();
    results.forEach((result, index) => {
      const change = changes[index];
      if (result.status === 'fulfilled' || !change) return;
      failed.add(change.cardId);
      for (const line of cardErrorLines(result.reason, LIMIT_FAILURE)) toast.error(line);
    });
    if (failed.size < changes.length) toast.success(CARD_MESSAGES.limitsUpdated);
    setDrafts(draftsAfterSave(rows, drafts, failed));
    await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
    setSaving(false);
  }

  const columns: readonly Column<Card>[] = [
    {
      key: 'card',
      header: 'Cartão',
      cell: (card) => `${card.cardName} ${card.finalDigits ? maskedCardNumber(card.finalDigits) : ''}`,
    },
    { key: 'type', header: 'Tipo', cell: (card) => CARD_LIMIT_TYPE_LABELS[card.type] },
    {
      key: 'spent',
      header: 'Gasto',
      align: 'right',
      cell: (card) => formatBRL(reaisToCents(card.invoiceValue)),
    },
    {
      key: 'limit',
      header: 'Limite',
      cell: (card) => {
        const row = rowOf(card);
        const fixed = isLimitEditable(row);
        return (
          <CurrencyInput
            label={`Limite do cartão ${card.cardName}`}
            hideLabel
            className={styles.limitInput}
            value={fixed ? (drafts[card.id] ?? row.limitCents) : null}
            // No placeholder: greyed text in a disabled field fails contrast; the Tipo column says 'Saldo Livre'.
            placeholder=""
            maxCents={CARD_LIMIT_MAX_CENTS}
            disabled={!fixed || !editable || saving}
            onValueChange={(cents) => setDrafts({ ...drafts, [card.id]: cents })}
          />
        );
      },
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="limits-title">
      <div className={styles.header}>
        <h1 id="limits-title" className={styles.title}>
          Gerenciar limites
        </h1>
        {can.manageLimits === 'hidden' ? null : (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={saving || changes.length === 0}
              onClick={() => setDrafts({})}
            >
              Cancelar
            </Button>
            <Button
              variant="primary"
              disabled={!editable || changes.length === 0}
              loading={saving}
              onClick={() => void save()}
            >
              Salvar
            </Button>
          </div>
        )}
      </div>
      <LimitSummary />
      <Table
        caption="Limites por cartão"
        columns={columns}
        rows={cards}
        getRowKey={(card) => card.id}
        emptyText={CARD_MESSAGES.noCards}
      />
    </section>
  );
}
