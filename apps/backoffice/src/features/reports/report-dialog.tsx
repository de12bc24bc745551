import { addDays } from '@balcao/domain/dates';
import {
  BANK_ACCOUNT_LABELS,
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  chargeReportProblems,
  defaultReportPeriod,
  REPORT_MAX_DAYS_BACK,
  REPORT_MESSAGES,
  type ReportType,
  reportPeriodProblem,
} from '@balcao/domain/reports';
import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { fieldErrors } from '../../app/form-errors';
import { Button, type DateRange, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { reportErrorLines, useRequestReport } from './api';
import * as styles from './reports.css';

export interface ReportDialogProps {
  type: ReportType;
  /** São Paulo's today: the period ends on it at the latest and starts at most 90 days before. */
  today: string;
  /** Who is signed in: the sales reports are offered to this address, 'Extrato de contas' goes to it. */
  email: string;
  onClose(): void;
}

/**
 * The period modal of /reports (§2.5, §5, §8): the last 30 days by default, at most 90 days back and never
 * after today; the sales reports also ask for the recipient, 'Extrato de contas' for the account. On
 * success the modal says 'Relatório gerado'; a failure is toasted and closes it.
 */
export function ReportDialog({ type, today, email, onClose }: ReportDialogProps) {
  const toast = useToast();
  const request = useRequestReport();
  const initial = defaultReportPeriod(today);
  const [generated, setGenerated] = useState(false);
  const bank = type.key === 'EXTRATO_CONTAS';

  const form = useAppForm({
    defaultValues: {
      range: { from: initial.startDate, to: initial.endDate } as DateRange,
      recipient: email,
      account: 'CHECKING_ACCOUNT' as BankAccountType,
    },
    // The period and the recipient speak once a send was tried, and then as they are edited.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) =>
        fieldErrors({
          range:
            value.range.from && value.range.to
              ? (reportPeriodProblem(value.range.from, value.range.to, today) ?? undefined)
              : REPORT_MESSAGES.periodMissing,
          recipient: bank
            ? undefined
            : chargeReportProblems({
                expirationDateInitial: today,
                expirationDateFinal: today,
                email: value.recipient,
              }).email,
        }),
    },
    onSubmit: async ({ value }) => {
      if (request.isPending || !value.range.from || !value.range.to) return;
      try {
        await request.mutateAsync({
          type: type.key,
          startDate: value.range.from,
          endDate: value.range.to,
          recipientEmail: value.recipient,
          accountType: value.account,
        });
        toast.success(bank ? REPORT_MESSAGES.statementSent : REPORT_MESSAGES.salesSent);
        setGenerated(true);
      } catch (error) {
        for (const line of reportErrorLines(error, REPORT_MESSAGES.failure)) toast.error(line);
        onClose();
      }
    },
  });
  const { recipient, account } = useStore(form.store, (state) => state.values);

  if (generated)
    return (
      <Modal.Content
        title={REPORT_MESSAGES.generated}
        footer={
          <Button variant="primary" onClick={onClose}>
            Ok
          </Button>
        }
      >
        <p className={styles.done}>
          {bank
            ? `O ${type.title.toLowerCase()} de ${BANK_ACCOUNT_LABELS[account].toLowerCase()} será enviado para ${email}.`
            : `O relatório ${type.title} será enviado para ${recipient.trim()}.`}
        </p>
      </Modal.Content>
    );

  return (
    <Modal.Content
      title={`Gerar relatório — ${type.title}`}
      description={type.description}
      footer={
        <>
          <Modal.Close asChild>
            <Button variant="secondary">Cancelar</Button>
          </Modal.Close>
          <Button type="submit" form="report-form" variant="primary" loading={request.isPending}>
            Gerar relatório
          </Button>
        </>
      }
    >
      <form id="report-form" noValidate className={styles.fields} onSubmit={submitHandler(form)}>
        <form.AppField name="range">
          {(field) => (
            <field.DateRangeField
              label="Período"
              today={today}
              min={addDays(today, -REPORT_MAX_DAYS_BACK)}
              max={today}
            />
          )}
        </form.AppField>
        {bank ? (
          <form.AppField name="account">
            {(field) => (
              <field.SelectField
                label="Conta"
                options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: BANK_ACCOUNT_LABELS[value] }))}
              />
            )}
          </form.AppField>
        ) : (
          <form.AppField name="recipient">
            {(field) => (
              <field.TextField
                label="Enviar para o e-mail"
                type="email"
                autoComplete="email"
                maxLength={254}
              />
            )}
          </form.AppField>
        )}
      </form>
    </Modal.Content>
  );
}
