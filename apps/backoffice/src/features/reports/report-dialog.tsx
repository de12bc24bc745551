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
import { useState } from 'react';
import { Button, type DateRange, DateRangePicker, Modal, SelectField, TextField, useToast } from '../../ui';
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
  const [range, setRange] = useState<DateRange>({ from: initial.startDate, to: initial.endDate });
  const [recipient, setRecipient] = useState(email);
  const [account, setAccount] = useState<BankAccountType>('CHECKING_ACCOUNT');
  const [tried, setTried] = useState(false);
  const [generated, setGenerated] = useState(false);
  const bank = type.key === 'EXTRATO_CONTAS';

  const periodProblem =
    range.from && range.to ? reportPeriodProblem(range.from, range.to, today) : 'Selecione o período.';
  const emailProblem = bank
    ? undefined
    : chargeReportProblems({ expirationDateInitial: today, expirationDateFinal: today, email: recipient })
        .email;

  async function submit() {
    setTried(true);
    if (periodProblem || emailProblem || request.isPending || !range.from || !range.to) return;
    try {
      await request.mutateAsync({
        type: type.key,
        startDate: range.from,
        endDate: range.to,
        recipientEmail: recipient,
        accountType: account,
      });
      toast.success(bank ? REPORT_MESSAGES.statementSent : REPORT_MESSAGES.salesSent);
      setGenerated(true);
    } catch (error) {
      for (const line of reportErrorLines(error, REPORT_MESSAGES.failure)) toast.error(line);
      onClose();
    }
  }

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
      <form
        id="report-form"
        noValidate
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DateRangePicker
          label="Período"
          value={range}
          onChange={setRange}
          today={today}
          min={addDays(today, -REPORT_MAX_DAYS_BACK)}
          max={today}
        />
        {tried && periodProblem ? (
          <p role="alert" className={styles.muted}>
            {periodProblem}
          </p>
        ) : null}
        {bank ? (
          <SelectField
            label="Conta"
            value={account}
            onChange={(event) => setAccount(event.target.value as BankAccountType)}
            options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: BANK_ACCOUNT_LABELS[value] }))}
          />
        ) : (
          <TextField
            label="Enviar para o e-mail"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            error={tried ? emailProblem : undefined}
          />
        )}
      </form>
    </Modal.Content>
  );
}
