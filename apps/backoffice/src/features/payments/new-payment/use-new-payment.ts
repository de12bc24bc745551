import { errorLines, isApiError } from '@balcao/client';
import {
  BANK_SLIP_MESSAGES,
  type BankSlipPaymentStep,
  FIRST_NEW_PAYMENT_STAGE,
  firstStageOf,
  NEW_PAYMENT_MESSAGES,
  type NewPaymentStage,
  type PixPaymentStep,
  pixAmountError,
  previousStage,
  readPaymentPixKey,
} from '@balcao/domain/payables';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../../app/form-errors';
import { useGatewayToday } from '../../../app/gateway-time';
import { useServices } from '../../../app/services';
import { useToast } from '../../../ui';
import { submitHandler, useAppForm } from '../../../ui/form';
import { paymentQueries } from '../api';
import { checkBankSlip, checkPixKey, newPaymentQueries, type PaymentCheck } from './api';
import { initialConfirm, paymentBody } from './confirm-state';
import {
  CONFIRM_FIELDS,
  NEW_PAYMENT_VALUES,
  type NewPaymentValues,
  pixKeyOf,
  stepErrors,
} from './new-payment-form';

/** Where the drawer is, besides its fields: the step, the lookup's answer, the error screen. */
export interface NewPaymentFlowState {
  stage: NewPaymentStage;
  /** The lookup's answer, Pix recipient or bank slip. */
  check: PaymentCheck | null;
  /** What went wrong on the error screen, and where 'Tente novamente' returns. */
  errors: string[];
  retry: NewPaymentStage | null;
}

const INITIAL: NewPaymentFlowState = {
  stage: FIRST_NEW_PAYMENT_STAGE,
  check: null,
  errors: [],
  retry: null,
};

const pix = (step: PixPaymentStep): NewPaymentStage => ({ kind: 'pix', step });
const slip = (step: BankSlipPaymentStep): NewPaymentStage => ({ kind: 'bank-slip', step });

const failureLines = (error: unknown): string[] =>
  isApiError(error) && error.errors.length > 0 ? errorLines(error) : [];

/**
 * The drawer's steps and its one form (§4.6): Continuar sends the step through the kit's `submitHandler`
 * (its rules speak on its fields in the click's render, then `advance` moves on); lookups run on the
 * loading step, and a click while a lookup or the request is on its way is ignored (a double click
 * sends once).
 */
export function useNewPayment(submit: (body: ReturnType<typeof paymentBody>) => Promise<void>) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const today = useGatewayToday();
  const favorites = useQuery(newPaymentQueries.favorites(clients));
  // The balance card's query: one read for the card and the amount step (§5, Continuar within the balance).
  const balance = useQuery(paymentQueries.balance(clients, typeof auth.session?.idSeller === 'number'));
  const [state, setState] = useState<NewPaymentFlowState>(INITIAL);
  const patch = (next: Partial<NewPaymentFlowState>) => setState((current) => ({ ...current, ...next }));
  const balanceCents = balance.data?.availableBalanceCents ?? null;
  const onAmountStep = state.stage.kind === 'pix' && state.stage.step === 'amount';

  const form = useAppForm({
    defaultValues: NEW_PAYMENT_VALUES,
    validators: {
      // The amount speaks as it is typed (above zero, within the balance); the other steps on Continuar.
      onChange: ({ value }) =>
        onAmountStep
          ? fieldErrors({ amountCents: pixAmountError(value.amountCents, balanceCents) ?? undefined })
          : undefined,
      onSubmit: ({ value }) =>
        fieldErrors(
          stepErrors(state.stage, value, { check: state.check, favorites: favorites.data ?? [], today }),
        ),
    },
    onSubmit: ({ value }) => advance(value),
  });
  const values = useStore(form.store, (formState) => formState.values);
  // A lookup or the request under way (not the instant the step's rules are checked).
  const [busy, setBusy] = useState(false);

  /**
   * Runs a lookup or the request (the form is submitting meanwhile, so `submitHandler` ignores another
   * click); where it leads is set in the same render that frees the buttons, so the next step never
   * shows with Voltar still held.
   */
  async function whileBusy(action: () => Promise<Partial<NewPaymentFlowState> | undefined>) {
    setBusy(true);
    let next: Partial<NewPaymentFlowState> | undefined;
    try {
      next = await action();
    } finally {
      setBusy(false);
      if (next) patch(next);
    }
  }

  // A balance read after the amount was typed judges it again (the button already follows it).
  useEffect(() => {
    if (balanceCents !== null && form.getFieldMeta('amountCents')?.isDirty)
      void form.validateField('amountCents', 'change');
  }, [form, balanceCents]);

  /** A new answer brings its own suggestions: the confirm fields start again from them. */
  function startConfirm(check: PaymentCheck) {
    const suggested = initialConfirm(check);
    for (const name of CONFIRM_FIELDS) {
      form.resetField(name);
      form.setFieldValue(name, suggested[name], { dontUpdateMeta: true, dontValidate: true });
    }
  }

  async function lookUpPix(values: NewPaymentValues): Promise<Partial<NewPaymentFlowState> | undefined> {
    const key = pixKeyOf(values, favorites.data ?? []);
    if (!key.ok) return;
    patch({ stage: pix('loading') });
    try {
      const check = await checkPixKey(clients, key.key, values.amountCents ?? 0, key.isFavorite);
      startConfirm(check);
      return { check, stage: pix('confirm') };
    } catch (error) {
      return { errors: failureLines(error), retry: pix('key'), stage: { kind: 'error' } };
    }
  }

  async function lookUpSlip(values: NewPaymentValues): Promise<Partial<NewPaymentFlowState>> {
    patch({ stage: slip('loading') });
    try {
      const check = await checkBankSlip(clients, values.barcode.replace(/\D/g, ''));
      startConfirm(check);
      return { check, stage: slip('review') };
    } catch (error) {
      const lines = isApiError(error) && error.status !== 400 ? failureLines(error) : [];
      for (const line of lines.length > 0 ? lines : [BANK_SLIP_MESSAGES.invalid]) toast.error(line);
      return { stage: slip('barcode') };
    }
  }

  async function finish(
    check: PaymentCheck,
    values: NewPaymentValues,
  ): Promise<Partial<NewPaymentFlowState>> {
    try {
      await submit(paymentBody(check, values, values.amountCents));
      if (check.type === 'PIX') toast.success(NEW_PAYMENT_MESSAGES.pixRequested);
      return { stage: { kind: 'success' } };
    } catch (error) {
      return { errors: failureLines(error), retry: state.stage, stage: { kind: 'error' } };
    }
  }

  // Runs once the step's rules hold: a call goes out only for input §5 accepts.
  async function advance(values: NewPaymentValues) {
    const { stage, check } = state;
    if (stage.kind === 'method' && values.method) return patch({ stage: firstStageOf(values.method) });
    if (stage.kind === 'pix' && stage.step === 'amount') return patch({ stage: pix('key') });
    if (stage.kind === 'pix' && stage.step === 'key') return whileBusy(() => lookUpPix(values));
    if (stage.kind === 'bank-slip' && stage.step === 'barcode') return whileBusy(() => lookUpSlip(values));
    if (stage.kind === 'bank-slip' && stage.step === 'review') return patch({ stage: slip('confirm') });
    if ((stage.kind === 'pix' || stage.kind === 'bank-slip') && stage.step === 'confirm' && check)
      return whileBusy(() => finish(check, values));
  }

  function back() {
    const previous = previousStage(state.stage);
    if (previous) patch({ stage: previous });
  }

  const reading = readPaymentPixKey(values.keyText);
  return {
    state,
    form,
    values,
    busy,
    next: submitHandler(form),
    back,
    retry: () => patch({ stage: state.retry ?? FIRST_NEW_PAYMENT_STAGE, errors: [] }),
    favorites: favorites.data ?? [],
    balanceCents,
    balancePending: balance.isPending,
    amountError: pixAmountError(values.amountCents, balanceCents),
    phoneAlternative: reading.ok && 'alsoPhone' in reading ? (reading.alsoPhone ?? null) : null,
  };
}

export type NewPaymentFlow = ReturnType<typeof useNewPayment>;
export type NewPaymentForm = NewPaymentFlow['form'];
