import { mayCall, OPERATION_ACCESS } from '@balcao/domain/access';
import {
  CHARGE_LIMITS,
  type ChargeFormInput,
  chargeFormErrors,
  emptyChargeForm,
} from '@balcao/domain/charges';
import { type ApiDate, addDays } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, CurrencyInput, DatePicker, Modal, SelectField, TextField, useToast } from '../../ui';
import { chargeQueries } from './api';
import * as styles from './list.css';
import { createCharge, newChargeQueries } from './new-charge-api';

const METHODS = [
  { value: 'BOLETO', label: 'Boleto' },
  { value: 'PIX', label: 'Pix' },
  { value: 'CREDIT_CARD', label: 'Cartão de crédito' },
];
const INSTALLMENTS = Array.from({ length: CHARGE_LIMITS.installments }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1}x`,
}));

export interface NewChargeDialogProps {
  today: ApiDate;
  /** Opens the charge just created. */
  onCreated: (id: string) => void;
}

/**
 * 'Nova cobrança' on /cobrancas (issue 28): a boleto, Pix or card charge to one of the seller's
 * customers, without a link. The domain's schema checks it here and at the gateway; the boleto takes
 * the seller's late fine and interest, and the customer is sent the charge by the notification settings.
 */
export function NewChargeDialog({ today, onCreated }: NewChargeDialogProps) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ChargeFormInput>(emptyChargeForm);
  const [shown, setShown] = useState<Record<string, string>>({});
  const customers = useQuery({ ...newChargeQueries.customers(clients), enabled: open });
  const create = useMutation({
    mutationFn: (form: ChargeFormInput) =>
      createCharge(clients, {
        customerId: form.customerId,
        paymentMethod: form.paymentMethod as 'BOLETO' | 'PIX' | 'CREDIT_CARD',
        value: centsToReais(form.valueCents ?? 0),
        expirationDate: form.expirationDate,
        description: form.description.trim(),
        installments: form.installments,
      }),
    onSuccess: async (charge) => {
      await queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
      toast.success('Cobrança criada e enviada ao cliente.');
      setOpen(false);
      onCreated(charge.uuid);
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  if (!mayCall(OPERATION_ACCESS.createCharge, auth.roles)) return null;

  function openChange(next: boolean) {
    if (next) {
      setDraft(emptyChargeForm());
      setShown({});
    }
    if (!create.isPending) setOpen(next);
  }

  function edit(patch: Partial<ChargeFormInput>) {
    setDraft((current) => {
      const next = { ...current, ...patch };
      // Installments are the card's only: another method goes back to one.
      return next.paymentMethod === 'CREDIT_CARD' ? next : { ...next, installments: 1 };
    });
    setShown({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const problems = chargeFormErrors(draft, today);
    setShown(problems);
    if (Object.keys(problems).length === 0) create.mutate(draft);
  }

  const customerOptions = (customers.data?.content ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Modal.Root open={open} onOpenChange={openChange}>
      <Modal.Trigger asChild>
        <Button>Nova cobrança</Button>
      </Modal.Trigger>
      <Modal.Content
        title="Nova cobrança"
        description="Boleto, Pix ou cartão para um cliente, enviada a ele pelas suas notificações."
        footer={
          <div className={styles.footer}>
            <Modal.Close asChild>
              <Button variant="ghost" disabled={create.isPending}>
                Cancelar
              </Button>
            </Modal.Close>
            <Button type="submit" form={`${id}-form`} loading={create.isPending}>
              Criar cobrança
            </Button>
          </div>
        }
      >
        <form id={`${id}-form`} className={styles.panel} onSubmit={submit} noValidate>
          <SelectField
            label="Cliente"
            placeholder={customers.isPending ? 'Carregando clientes…' : 'Selecione'}
            options={customerOptions}
            value={draft.customerId}
            error={shown.customerId}
            onChange={(event) => edit({ customerId: event.target.value })}
          />
          <SelectField
            label="Forma de pagamento"
            placeholder="Selecione"
            options={METHODS}
            value={draft.paymentMethod}
            error={shown.paymentMethod}
            onChange={(event) =>
              edit({ paymentMethod: event.target.value as ChargeFormInput['paymentMethod'] })
            }
          />
          <CurrencyInput
            label="Valor"
            value={draft.valueCents}
            maxCents={CHARGE_LIMITS.valueCents}
            error={shown.valueCents}
            onValueChange={(valueCents) => edit({ valueCents })}
          />
          {draft.paymentMethod === 'CREDIT_CARD' ? (
            <SelectField
              label="Parcelas"
              options={INSTALLMENTS}
              value={String(draft.installments)}
              error={shown.installments}
              onChange={(event) => edit({ installments: Number(event.target.value) })}
            />
          ) : null}
          <DatePicker
            label="Vencimento"
            today={today}
            min={today}
            max={addDays(today, CHARGE_LIMITS.dueDateMaxDays)}
            value={draft.expirationDate}
            error={shown.expirationDate}
            onChange={(expirationDate) => edit({ expirationDate })}
          />
          <TextField
            label="Descrição"
            maxLength={CHARGE_LIMITS.description}
            value={draft.description}
            error={shown.description}
            onChange={(event) => edit({ description: event.target.value })}
          />
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
