import type { ApiDate } from '@balcao/domain/dates';
import {
  canRequestChargeReport,
  chargeReportProblems,
  CHARGE_REPORT_MESSAGES as M,
} from '@balcao/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, type DateRange, DateRangePicker, Modal, TextField, useToast } from '../../ui';
import * as styles from './list.css';
import { requestChargeReport } from './report-api';

interface Draft {
  due: DateRange;
  email: string;
}

/**
 * §2.8 'Baixar relatório .csv' on /cobrancas: both due dates and the recipient (the user's own e-mail
 * to start with); the sandbox mails the CSV and drops it in the notification centre. Only for whoever
 * may ask for reports (`canRequestChargeReport`).
 */
export function ChargeReportDialog({ today }: { today: ApiDate }) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ due: {}, email: '' });
  const [shown, setShown] = useState<{ dates?: string; email?: string }>({});
  const send = useMutation({
    mutationFn: () =>
      requestChargeReport(clients, {
        expirationDateInitial: draft.due.from ?? '',
        expirationDateFinal: draft.due.to ?? '',
        email: draft.email.trim(),
      }),
    onSuccess: () => {
      toast.success(M.success);
      setOpen(false);
    },
    onError: (error) => {
      toast.error(M.failure);
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  if (!canRequestChargeReport(auth.roles)) return null;

  function openChange(next: boolean) {
    if (next) {
      setDraft({ due: {}, email: auth.session?.email ?? '' });
      setShown({});
    }
    if (!send.isPending) setOpen(next);
  }

  function edit(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setShown({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const problems = chargeReportProblems({
      expirationDateInitial: draft.due.from,
      expirationDateFinal: draft.due.to,
      email: draft.email,
    });
    setShown(problems);
    if (!problems.dates && !problems.email) send.mutate();
  }

  return (
    <Modal.Root open={open} onOpenChange={openChange}>
      <Modal.Trigger asChild>
        <Button variant="secondary">Exportar CSV</Button>
      </Modal.Trigger>
      <Modal.Content
        title="Baixar relatório .csv"
        description="As cobranças com vencimento no período, enviadas por e-mail e à central de notificações."
        footer={
          <div className={styles.footer}>
            <Modal.Close asChild>
              <Button variant="ghost" disabled={send.isPending}>
                Cancelar
              </Button>
            </Modal.Close>
            <Button type="submit" form={`${id}-form`} loading={send.isPending}>
              Gerar relatório
            </Button>
          </div>
        }
      >
        <form id={`${id}-form`} className={styles.panel} onSubmit={submit} noValidate>
          <DateRangePicker
            label="Data de vencimento"
            today={today}
            value={draft.due}
            onChange={(due) => edit({ due })}
          />
          {shown.dates ? (
            <p role="alert" className={styles.warning}>
              {shown.dates}
            </p>
          ) : null}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={draft.email}
            error={shown.email}
            onChange={(event) => edit({ email: event.target.value })}
          />
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
