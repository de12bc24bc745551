import { errorLines, isApiError } from '@balcao/client';
import {
  BANK_SLIP_MESSAGES,
  type BankSlipPaymentStep,
  FIRST_NEW_PAYMENT_STAGE,
  firstStageOf,
  NEW_PAYMENT_MESSAGES,
  type NewPaymentMethod,
  type NewPaymentStage,
  type PixPaymentStep,
  pixAmountError,
  previousStage,
  readBankSlip,
  readPaymentPixKey,
  resolvePixPaymentKey,
} from '@balcao/domain/payables';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useGatewayToday } from '../../../app/gateway-time';
import { useServices } from '../../../app/services';
import { useToast } from '../../../ui';
import { paymentQueries } from '../api';
import { checkBankSlip, checkPixKey, newPaymentQueries, type PaymentCheck } from './api';
import { type ConfirmState, confirmErrors, initialConfirm, paymentBody } from './confirm-state';

export interface NewPaymentState {
  stage: NewPaymentStage;
  method: NewPaymentMethod | null;
  amountCents: number | null;
  amountTouched: boolean;
  keyText: string;
  favoriteId: string | null;
  usePhone: boolean;
  keyError: string | null;
  barcode: string;
  barcodeError: string | null;
  /** The lookup's answer, Pix recipient or bank slip. */
  check: PaymentCheck | null;
  confirm: ConfirmState;
  /** What went wrong on the error screen, and where 'Tente novamente' returns. */
  errors: string[];
  retry: NewPaymentStage | null;
}

const INITIAL: NewPaymentState = {
  stage: FIRST_NEW_PAYMENT_STAGE,
  method: null,
  amountCents: null,
  amountTouched: false,
  keyText: '',
  favoriteId: null,
  usePhone: false,
  keyError: null,
  barcode: '',
  barcodeError: null,
  check: null,
  confirm: initialConfirm(null),
  errors: [],
  retry: null,
};

const pix = (step: PixPaymentStep): NewPaymentStage => ({ kind: 'pix', step });
const slip = (step: BankSlipPaymentStep): NewPaymentStage => ({ kind: 'bank-slip', step });

const failureLines = (error: unknown): string[] =>
  isApiError(error) && error.errors.length > 0 ? errorLines(error) : [];

/**
 * The drawer's state and its moves (§4.6): lookups run on the loading step, and only one action runs
 * at a time (a double click sends once).
 */
export function useNewPayment(submit: (body: ReturnType<typeof paymentBody>) => Promise<void>) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const today = useGatewayToday();
  const favorites = useQuery(newPaymentQueries.favorites(clients));
  // The balance card's query: one read for the card and the amount step (§5, Continuar within the balance).
  const balance = useQuery(paymentQueries.balance(clients, typeof auth.session?.idSeller === 'number'));
  const [state, setState] = useState<NewPaymentState>(INITIAL);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const patch = (next: Partial<NewPaymentState>) => setState((current) => ({ ...current, ...next }));

  async function once(action: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const balanceCents = balance.data?.availableBalanceCents ?? null;
  const amountError = pixAmountError(state.amountCents, balanceCents);
  const reading = readPaymentPixKey(state.keyText);
  const phoneAlternative = reading.ok && 'alsoPhone' in reading ? (reading.alsoPhone ?? null) : null;

  async function lookUpPix(key: string, isFavorite: boolean) {
    patch({ keyError: null, stage: pix('loading') });
    try {
      const check = await checkPixKey(clients, key, state.amountCents ?? 0, isFavorite);
      patch({ check, confirm: initialConfirm(check), stage: pix('confirm') });
    } catch (error) {
      patch({ errors: failureLines(error), retry: pix('key'), stage: { kind: 'error' } });
    }
  }

  async function lookUpSlip() {
    patch({ barcodeError: null, stage: slip('loading') });
    try {
      const check = await checkBankSlip(clients, state.barcode.replace(/\D/g, ''));
      patch({ check, confirm: initialConfirm(check), stage: slip('review') });
    } catch (error) {
      const lines = isApiError(error) && error.status !== 400 ? failureLines(error) : [];
      for (const line of lines.length > 0 ? lines : [BANK_SLIP_MESSAGES.invalid]) toast.error(line);
      patch({ stage: slip('barcode') });
    }
  }

  async function finish(check: PaymentCheck) {
    try {
      await submit(paymentBody(check, state.confirm, state.amountCents));
      if (check.type === 'PIX') toast.success(NEW_PAYMENT_MESSAGES.pixRequested);
      patch({ stage: { kind: 'success' } });
    } catch (error) {
      patch({ errors: failureLines(error), retry: state.stage, stage: { kind: 'error' } });
    }
  }

  // Each step is checked here, synchronously, so a call goes out only for input §5 accepts.
  function next() {
    const { stage, check } = state;
    if (running.current) return;
    if (stage.kind === 'method' && state.method) return patch({ stage: firstStageOf(state.method) });
    if (stage.kind === 'pix' && stage.step === 'amount') {
      if (amountError) return patch({ amountTouched: true });
      return patch({ stage: pix('key') });
    }
    if (stage.kind === 'pix' && stage.step === 'key') {
      const key = resolvePixPaymentKey(state.keyText, favorites.data ?? [], state.usePhone);
      if (!key.ok) return patch({ keyError: key.message });
      return void once(() => lookUpPix(key.key, key.isFavorite));
    }
    if (stage.kind === 'bank-slip' && stage.step === 'barcode') {
      // The line's check digits are verified here too: an invalid code never reaches the bank.
      const read = readBankSlip(state.barcode, today);
      if (!read.ok) return patch({ barcodeError: read.message });
      return void once(lookUpSlip);
    }
    if (stage.kind === 'bank-slip' && stage.step === 'review') {
      const errors = confirmErrors(check, state.confirm, 'amount');
      if (errors.amount) return patch({ confirm: { ...state.confirm, errors } });
      return patch({ stage: slip('confirm'), confirm: { ...state.confirm, errors: {} } });
    }
    if ((stage.kind === 'pix' || stage.kind === 'bank-slip') && stage.step === 'confirm' && check) {
      const errors = confirmErrors(check, state.confirm);
      if (Object.values(errors).some(Boolean)) return patch({ confirm: { ...state.confirm, errors } });
      return void once(() => finish(check));
    }
  }

  function back() {
    const previous = previousStage(state.stage);
    if (previous) patch({ stage: previous });
  }

  return {
    state,
    patch,
    busy,
    next,
    back,
    retry: () => patch({ stage: state.retry ?? FIRST_NEW_PAYMENT_STAGE, errors: [] }),
    favorites: favorites.data ?? [],
    balanceCents,
    balancePending: balance.isPending,
    amountError,
    phoneAlternative,
  };
}
