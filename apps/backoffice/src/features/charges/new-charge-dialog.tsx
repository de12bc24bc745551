import { mayCall, OPERATION_ACCESS } from '@balcao/domain/access';
import {
  CHARGE_LIMITS,
  type ChargeFormInput,
  chargeFormErrors,
  emptyChargeForm,
} from '@balcao/domain/charges';
import { type ApiDate, addDays } from '@balcao/domain/dates';
import { centsToReais } from '@balcao/domain/money';
import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import type { CustomerSlot } from '../../app/customer-slot';
import { fieldErrors } from '../../app/form-errors';
import { useServices } from '../../app/services';
import { Button, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { chargeQueries } from './api';
import * as styles from './list.css';
import { createCharge } from './new-charge-api';

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
  /** The customers feature's picker (§2.8), lent by the route. */
  customerPicker: CustomerSlot;
}

/**
 * 'Nova cobrança' on /cobrancas (issue 28): a boleto, Pix or card charge to one of the seller's
 * customers, without a link. The domain's schema checks it here and at the gateway; the boleto takes
 * the seller's late fine and interest, and the customer is sent the charge by the notification settings.
 */
export function NewChargeDialog({ today, onCreated, customerPicker }: NewChargeDialogProps) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
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
  const form = useAppForm({
    defaultValues: emptyChargeForm(),
    // The domain's schema speaks on the first send, then as the user edits.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(chargeFormErrors(value, today)) },
    onSubmit: ({ value }) =>
      create.mutateAsync(value).then(
        () => undefined,
        () => undefined,
      ),
  });
  const method = useStore(form.store, (state) => state.values.paymentMethod);
  if (!mayCall(OPERATION_ACCESS.createCharge, auth.roles)) return null;

  function openChange(next: boolean) {
    if (next) form.reset();
    if (!create.isPending) setOpen(next);
  }

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
        <form id={`${id}-form`} className={styles.panel} onSubmit={submitHandler(form)} noValidate>
          <form.AppField name="customerId">
            {(field) => (
              <field.SlotField<string> render={(props) => customerPicker({ ...props, label: 'Cliente' })} />
            )}
          </form.AppField>
          <form.AppField
            name="paymentMethod"
            // Installments are the card's only: another method goes back to one.
            listeners={{
              onChange: ({ value }) => {
                if (value !== 'CREDIT_CARD') form.setFieldValue('installments', 1);
              },
            }}
          >
            {(field) => (
              <field.SelectField label="Forma de pagamento" placeholder="Selecione" options={METHODS} />
            )}
          </form.AppField>
          <form.AppField name="valueCents">
            {(field) => <field.MoneyField label="Valor" maxCents={CHARGE_LIMITS.valueCents} />}
          </form.AppField>
          {method === 'CREDIT_CARD' ? (
            <form.AppField name="installments">
              {(field) => <field.SelectField label="Parcelas" options={INSTALLMENTS} parse={Number} />}
            </form.AppField>
          ) : null}
          <form.AppField name="expirationDate">
            {(field) => (
              <field.DateField
                label="Vencimento"
                today={today}
                min={today}
                max={addDays(today, CHARGE_LIMITS.dueDateMaxDays)}
              />
            )}
          </form.AppField>
          <form.AppField name="description">
            {(field) => <field.TextField label="Descrição" maxLength={CHARGE_LIMITS.description} />}
          </form.AppField>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
