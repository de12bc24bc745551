import {
  defaultInvoicePaymentMethod,
  INVOICE_MESSAGES,
  type InvoicePaymentMethod,
  type InvoicePaymentStep,
  selectedInvoicesTotal,
} from '@balcao/domain/cards';
import { reaisToCents } from '@balcao/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Drawer } from '../../ui';
import { cardErrorLines } from './api';
import * as styles from './cards.css';
import {
  type InvoicePayment,
  invoiceQueries,
  type PayableInvoice,
  PIX_POLL_MS,
  usePayInvoices,
} from './invoice-api';
import { InvoiceChoices, MethodChoices } from './payment-choices';
import { PixPayment } from './pix-payment';
import { useBusyAction } from './use-busy-action';

export const PAYMENT_SUCCESS_MESSAGE = 'Pagamento da fatura realizado com sucesso!';
export const PIX_EXPIRED_MESSAGE = 'O Pix desta fatura expirou sem pagamento.';

const centsOf = (invoice: PayableInvoice) => reaisToCents(invoice.totalAmount);

/** The Pix of `payment` until it is paid or expires, asked again every few seconds while shown. */
function usePixOutcome(payment: InvoicePayment | null, onOutcome: (status: 'PAID' | 'EXPIRED') => void) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const polled = useQuery({
    ...invoiceQueries.payment(clients, payment?.id ?? ''),
    enabled: payment?.status === 'PENDING',
    refetchInterval: PIX_POLL_MS,
  });
  const status = polled.data?.status;
  // The latest callback, so the outcome is reported once per change of status, not once per render.
  const report = useRef(onOutcome);
  report.current = onOutcome;
  useEffect(() => {
    if (status !== 'PAID' && status !== 'EXPIRED') return;
    void queryClient.invalidateQueries({ queryKey: invoiceQueries.all() });
    void queryClient.invalidateQueries({ queryKey: ['cards'] });
    report.current(status);
  }, [status, queryClient]);
}

/** §4.5's drawer: choose-payment, choose-payment-method, pending-payment (Pix), payment-success, error. */
function PaymentFlow({ yearMonth, onClose }: { yearMonth?: string; onClose(): void }) {
  const { clients } = useServices();
  const payable = useQuery(invoiceQueries.payable(clients));
  const pending = useQuery(invoiceQueries.pendingPayment(clients));
  const pay = usePayInvoices();
  const [step, setStep] = useState<InvoicePaymentStep>('choose-payment');
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [method, setMethod] = useState<InvoicePaymentMethod | null>(null);
  const [payment, setPayment] = useState<InvoicePayment | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  // A Pix generated before and not yet paid is shown again instead of asking for a second one.
  const waiting = pending.data?.payment ?? null;
  useEffect(() => {
    if (waiting?.status === 'PENDING') {
      setPayment(waiting);
      setStep('pending-payment');
    }
  }, [waiting]);
  usePixOutcome(step === 'pending-payment' ? payment : null, (status) => {
    if (status === 'PAID') setStep('payment-success');
    else {
      setErrors([PIX_EXPIRED_MESSAGE]);
      setStep('error');
    }
  });

  const invoices = payable.data?.content ?? [];
  // The invoice being paid comes ticked, the others are there to add: its total is the one the screen showed.
  const selected =
    chosen ??
    new Set(
      invoices.filter((invoice) => invoice.yearMonth === yearMonth).map((invoice) => invoice.cardInvoiceId),
    );
  const totalCents = selectedInvoicesTotal(
    invoices.map((invoice) => ({ id: invoice.cardInvoiceId, totalCents: centsOf(invoice) })),
    selected,
  );
  const balanceCents = reaisToCents(payable.data?.accountBalance ?? 0);
  const chosenMethod = method ?? defaultInvoicePaymentMethod(totalCents, balanceCents);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const [paying, submit] = useBusyAction(async () => {
    try {
      const result = await pay.mutateAsync({ cardInvoiceIds: [...selected], paymentMethod: chosenMethod });
      setPayment(result);
      setStep(result.status === 'PAID' ? 'payment-success' : 'pending-payment');
    } catch (error) {
      setErrors(cardErrorLines(error, INVOICE_MESSAGES.paymentFailed));
      setStep('error');
    }
  });

  const close = (
    <Button variant="secondary" onClick={onClose}>
      Fechar
    </Button>
  );
  const footers: Record<InvoicePaymentStep, ReactNode> = {
    'choose-payment': (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          variant="primary"
          disabled={selected.size === 0 || totalCents === 0}
          onClick={() => {
            setMethod(null);
            setStep('choose-payment-method');
          }}
        >
          Continuar
        </Button>
      </>
    ),
    'choose-payment-method': (
      <>
        <Button variant="secondary" disabled={paying} onClick={() => setStep('choose-payment')}>
          Voltar
        </Button>
        <Button variant="primary" loading={paying} onClick={() => void submit()}>
          Pagar
        </Button>
      </>
    ),
    'pending-payment': close,
    'payment-success': close,
    error: (
      <>
        {close}
        <Button variant="primary" onClick={() => setStep('choose-payment')}>
          {INVOICE_MESSAGES.tryAgain}
        </Button>
      </>
    ),
  };

  return (
    <Drawer.Content title="Pagar fatura" footer={footers[step]}>
      {step === 'choose-payment' ? (
        payable.isPending || pending.isPending ? (
          <p className={styles.muted} role="status">
            Carregando
          </p>
        ) : payable.isError ? (
          <p className={styles.danger} role="alert">
            {cardErrorLines(payable.error, INVOICE_MESSAGES.noInvoices).join('\n')}
          </p>
        ) : (
          <InvoiceChoices
            invoices={invoices}
            chosen={selected}
            totalCents={totalCents}
            centsOf={centsOf}
            onToggle={toggle}
          />
        )
      ) : null}
      {step === 'choose-payment-method' ? (
        <MethodChoices
          totalCents={totalCents}
          balanceCents={balanceCents}
          method={chosenMethod}
          onChange={setMethod}
        />
      ) : null}
      {step === 'pending-payment' && payment ? <PixPayment payment={payment} /> : null}
      {step === 'payment-success' ? (
        <p className={styles.subtitle} role="status">
          {PAYMENT_SUCCESS_MESSAGE}
        </p>
      ) : null}
      {step === 'error' ? (
        <div className={styles.form} role="alert">
          <p className={styles.subtitle}>{INVOICE_MESSAGES.paymentFailed}</p>
          {errors
            .filter((line) => line !== INVOICE_MESSAGES.paymentFailed)
            .map((line) => (
              <p key={line} className={styles.danger}>
                {line}
              </p>
            ))}
        </div>
      ) : null}
    </Drawer.Content>
  );
}

/**
 * 'Pagar' (§2.6, §4.5, §5): choose the invoices, then the account balance or a Pix. The card invoices of
 * `yearMonth` (the invoice being paid) come ticked.
 */
export function PaymentDrawer({
  open,
  yearMonth,
  onOpenChange,
}: {
  open: boolean;
  yearMonth?: string;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      {open ? <PaymentFlow yearMonth={yearMonth} onClose={() => onOpenChange(false)} /> : null}
    </Drawer.Root>
  );
}
