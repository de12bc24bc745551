import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  cancelsPayment,
  costCenterLabel,
  downloadsReceipt,
  hiddenDocument,
  PAYMENT_MESSAGES,
  paymentDateText,
} from '@balcao/domain/payables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Drawer, useToast } from '../../ui';
import { saveFile } from '../../ui/save-file';
import { cancelPayment, fetchReceipt, type Payment, paymentErrorLines, paymentQueries } from './api';
import * as styles from './payments.css';
import { PAYMENT_TYPE_LABELS, PaymentStatus } from './payments-table';

const RECEIPT_FAILED = 'Não foi possível baixar o comprovante. Tente novamente.';
const CANCELLED = 'Pagamento cancelado.';
const CANCEL_FAILED = 'Não foi possível cancelar o pagamento. Tente novamente.';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </>
  );
}

function PaymentDetails({ payment }: { payment: Payment }) {
  const pix = payment.transactionType === 'PIX';
  return (
    <dl className={styles.details}>
      <Detail label="Tipo">{PAYMENT_TYPE_LABELS[payment.transactionType]}</Detail>
      <Detail label="Status">
        <PaymentStatus status={payment.status} />
      </Detail>
      <Detail label="Valor">{formatBRL(reaisToCents(payment.amount))}</Detail>
      <Detail label="Data do pagamento">{paymentDateText(payment.scheduledDate)}</Detail>
      <Detail label="Beneficiário">{payment.beneficiary}</Detail>
      <Detail label="Documento">{hiddenDocument(payment.recipientDocument)}</Detail>
      <Detail label="Banco">{payment.bankName ?? '—'}</Detail>
      {pix ? (
        <Detail label="Chave Pix">{payment.pixKey ?? '—'}</Detail>
      ) : (
        <>
          <Detail label="Linha digitável">{payment.digitableLine ?? payment.barCode ?? '—'}</Detail>
          <Detail label="Vencimento">{paymentDateText(payment.dueDate)}</Detail>
        </>
      )}
      <Detail label="Descrição">{payment.description || '—'}</Detail>
      <Detail label="Centro de custo">
        {payment.costCenter ? costCenterLabel(payment.costCenter) : '—'}
      </Detail>
      <Detail label="Pagador">{payment.debit_name}</Detail>
      <Detail label="Solicitado por">{payment.submittedBy}</Detail>
      <Detail label="Solicitado em">{paymentDateText(payment.createdAt)}</Detail>
      <Detail label="Aprovado em">{paymentDateText(payment.approvedAt)}</Detail>
      <Detail label="Executado em">{paymentDateText(payment.executedAt)}</Detail>
      {payment.cancelledAt ? (
        <Detail label="Cancelado em">{paymentDateText(payment.cancelledAt)}</Detail>
      ) : null}
      {payment.failureReason ? <Detail label="Motivo">{payment.failureReason}</Detail> : null}
      {payment.transactionId ? <Detail label="Identificador">{payment.transactionId}</Detail> : null}
    </dl>
  );
}

/**
 * The payment detail drawer (§2.8) and, from its 'Cancelar pagamento', the cancel-schedule step: a
 * SCHEDULED payment cancelled for good after a second, explicit confirmation (§4.6).
 */
export function PaymentDetailDrawer({ payment, onClose }: { payment: Payment | null; onClose(): void }) {
  const { clients, auth } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const id = payment?.transferId ?? '';
  // The row opens the drawer at once; the detail read keeps it current (a cancel, the scheduler's run).
  const detail = useQuery({
    ...paymentQueries.detail(clients, id),
    enabled: id !== '',
    placeholderData: payment ?? undefined,
  });
  const shown = detail.data ?? payment;
  const cancel = useMutation({
    mutationFn: (transferId: string) => cancelPayment(clients, transferId),
    onSuccess: async () => {
      toast.success(CANCELLED);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: paymentQueries.all() });
    },
    onError: (error) => {
      for (const line of paymentErrorLines(error, CANCEL_FAILED)) toast.error(line);
    },
  });
  const receipt = useMutation({
    mutationFn: (transferId: string) => fetchReceipt(clients, transferId),
    onSuccess: (blob, transferId) => saveFile(blob, `comprovante-${transferId}.pdf`),
    onError: () => toast.error(RECEIPT_FAILED),
  });
  const close = () => {
    if (cancel.isPending) return;
    setConfirming(false);
    onClose();
  };
  const confirmCancel = () => {
    if (!shown?.transferId) {
      toast.error(PAYMENT_MESSAGES.cancelMissingId);
      return;
    }
    cancel.mutate(shown.transferId);
  };
  const actions = shown ? (
    confirming ? (
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
          Voltar
        </Button>
        <Button variant="danger" loading={cancel.isPending} onClick={confirmCancel}>
          Confirmar cancelamento
        </Button>
      </div>
    ) : (
      <div className={styles.row}>
        {downloadsReceipt(shown) ? (
          <Button
            variant="secondary"
            loading={receipt.isPending}
            onClick={() => receipt.mutate(shown.transferId)}
          >
            Baixar comprovante
          </Button>
        ) : null}
        {cancelsPayment(auth.roles, shown.status) ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancelar pagamento
          </Button>
        ) : null}
      </div>
    )
  ) : null;
  return (
    <Drawer.Root open={payment !== null} onOpenChange={(next) => (next ? undefined : close())}>
      <Drawer.Content title={confirming ? 'Cancelar agendamento' : 'Detalhes do pagamento'} footer={actions}>
        {shown && confirming ? (
          <div role="alert">
            <p>
              Cancelar o pagamento de <strong>{formatBRL(reaisToCents(shown.amount))}</strong> a{' '}
              <strong>{shown.beneficiary}</strong> agendado para {paymentDateText(shown.scheduledDate)}?
            </p>
            <p>Esta ação é irreversível: o pagamento não será executado e não poderá ser reagendado.</p>
          </div>
        ) : shown ? (
          <PaymentDetails payment={shown} />
        ) : null}
      </Drawer.Content>
    </Drawer.Root>
  );
}
