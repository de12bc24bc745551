import type { ApiDate } from '@balcao/domain/dates';
import {
  canRequestChargeReport,
  chargeReportProblems,
  CHARGE_REPORT_MESSAGES as M,
} from '@balcao/domain/reports';
import { revalidateLogic } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { fieldErrors } from '../../app/form-errors';
import { useServices } from '../../app/services';
import { Button, type DateRange, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import * as styles from './list.css';
import { requestChargeReport } from './report-api';

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
  const send = useMutation({
    mutationFn: (draft: { due: DateRange; email: string }) =>
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
  const form = useAppForm({
    defaultValues: { due: {} as DateRange, email: auth.session?.email ?? '' },
    // Both dates and the recipient speak once a send was tried, and then as they are edited.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const problems = chargeReportProblems({
          expirationDateInitial: value.due.from,
          expirationDateFinal: value.due.to,
          email: value.email,
        });
        return fieldErrors({ due: problems.dates, email: problems.email });
      },
    },
    // Awaited, so the form is submitting until the gateway answers (its answer is the mutation's to say).
    onSubmit: ({ value }) =>
      send.mutateAsync(value).then(
        () => undefined,
        () => undefined,
      ),
  });
  if (!canRequestChargeReport(auth.roles)) return null;

  function openChange(next: boolean) {
    // Each opening starts afresh, with the user's own e-mail.
    if (next) form.reset();
    if (!send.isPending) setOpen(next);
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
        <form id={`${id}-form`} className={styles.panel} onSubmit={submitHandler(form)} noValidate>
          <form.AppField name="due">
            {(field) => <field.DateRangeField label="Data de vencimento" today={today} />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="E-mail" type="email" autoComplete="email" maxLength={254} />}
          </form.AppField>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
