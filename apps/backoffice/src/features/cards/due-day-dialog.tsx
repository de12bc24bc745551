import { INVOICE_DUE_DAYS, type InvoiceDueDay } from '@balcao/domain/cards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Modal, useToast } from '../../ui';
import { cardErrorLines } from './api';
import * as styles from './cards.css';
import { invoiceQueries, useSetDueDay } from './invoice-api';
import { useBusyAction } from './use-busy-action';

export const DUE_DAY_SAVED_MESSAGE = 'Dia de vencimento definido com sucesso.';
export const DUE_DAY_FAILURE = 'Não foi possível definir o dia de vencimento.';
export const DUE_DAY_ONCE_WARNING =
  'O dia de vencimento só pode ser definido uma vez: depois de salvo, não muda mais.';

function DueDayForm({ onDone }: { onDone(): void }) {
  const { clients } = useServices();
  const toast = useToast();
  const settings = useQuery(invoiceQueries.settings(clients));
  const save = useSetDueDay();
  const [day, setDay] = useState<InvoiceDueDay | null>(null);
  const locked = settings.data ? !settings.data.canChange : true;
  const current = settings.data?.dueDay ?? null;
  const shown = day ?? current;

  const [saving, submit] = useBusyAction(async () => {
    if (day === null) return;
    try {
      await save.mutateAsync(day);
      toast.success(DUE_DAY_SAVED_MESSAGE);
      onDone();
    } catch (error) {
      for (const line of cardErrorLines(error, DUE_DAY_FAILURE)) toast.error(line);
    }
  });

  return (
    <Modal.Content
      title="Configurações"
      description="Dia de vencimento das faturas"
      footer={
        <>
          <Modal.Close asChild>
            <Button variant="secondary">{locked ? 'Fechar' : 'Cancelar'}</Button>
          </Modal.Close>
          {locked ? null : (
            <Button variant="primary" disabled={day === null} loading={saving} onClick={() => void submit()}>
              Salvar
            </Button>
          )}
        </>
      }
    >
      {settings.isPending ? (
        <p className={styles.muted} role="status">
          Carregando
        </p>
      ) : settings.isError ? (
        <p className={styles.danger} role="alert">
          {cardErrorLines(settings.error, DUE_DAY_FAILURE).join('\n')}
        </p>
      ) : (
        <div className={styles.form}>
          <fieldset className={styles.choiceList}>
            <legend className={styles.muted}>
              {current === null
                ? `Hoje as faturas vencem no dia ${settings.data.effectiveDueDay}.`
                : `As faturas vencem todo dia ${current}.`}
            </legend>
            {INVOICE_DUE_DAYS.map((option) => (
              <label key={option} className={styles.choice} data-disabled={locked}>
                <input
                  type="radio"
                  name="invoice-due-day"
                  value={option}
                  checked={shown === option}
                  disabled={locked}
                  onChange={() => setDay(option)}
                />
                Dia {option}
              </label>
            ))}
          </fieldset>
          <p className={locked ? styles.muted : styles.danger}>
            {locked ? 'O dia de vencimento já foi definido e não pode ser alterado.' : DUE_DAY_ONCE_WARNING}
          </p>
        </div>
      )}
    </Modal.Content>
  );
}

/** 'Configurações' of the invoices (§2.6, §9): the due day, 12, 18 or 22, chosen once. */
export function DueDayDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? <DueDayForm onDone={() => onOpenChange(false)} /> : null}
    </Modal.Root>
  );
}
