import { PLAN_LIMITS, type PlanFormInput, planFormErrors } from '@balcao/domain/subscriptions';
import { revalidateLogic } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { fieldErrors, firstError } from '../../app/form-errors';
import { Button } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { label as labelStyle } from '../../ui/shared.css';
import * as styles from './subscriptions.css';

export interface PlanFormProps {
  formId: string;
  initial: PlanFormInput;
  /** Resolves when the plan was saved; a failure leaves the form as it is. */
  onSubmit: (value: PlanFormInput) => Promise<void>;
  /** The way out beside the submit button ('Cancelar' back a page, or closing the dialog). */
  cancel: ReactNode;
  /** The submit button's words ('Finalizar' on the page, 'Salvar' in the import's dialog). */
  submitLabel: string;
}

/**
 * The plan's fields (§2, §5): title, description with its n/500 counter, the items, the monthly,
 * semester and yearly prices (per month, as §5 says they are typed), the payment methods and, with
 * Boleto ticked, the boleto description (max 130). Used by
 * /meus-planos/{id} and by the import's 'Adicionar plano' modal.
 */
export function PlanForm({ formId, initial, onSubmit, cancel, submitLabel }: PlanFormProps) {
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(planFormErrors(value)) },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <>
      <form id={formId} noValidate className={styles.page} onSubmit={submitHandler(form)}>
        <form.AppField name="title">
          {(field) => <field.TextField label="Título" maxLength={PLAN_LIMITS.title} />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextAreaField label="Descrição" maxLength={PLAN_LIMITS.description} rows={3} />}
        </form.AppField>
        <form.AppField name="items" mode="array">
          {(items) => (
            <fieldset className={styles.checkboxes}>
              <legend className={labelStyle}>Itens do plano</legend>
              <ul className={styles.items}>
                {items.state.value.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the items are positions in the list being typed.
                  <li key={index} className={styles.item}>
                    <form.AppField name={`items[${index}]`}>
                      {(field) => (
                        <field.TextField
                          className={styles.itemField}
                          label={`Item ${index + 1}`}
                          maxLength={PLAN_LIMITS.item}
                        />
                      )}
                    </form.AppField>
                    <Button variant="secondary" size="sm" onClick={() => items.removeValue(index)}>
                      Remover
                    </Button>
                  </li>
                ))}
              </ul>
              {items.state.value.length < PLAN_LIMITS.items ? (
                <Button variant="secondary" size="sm" onClick={() => items.pushValue('')}>
                  Adicionar item
                </Button>
              ) : null}
            </fieldset>
          )}
        </form.AppField>
        <div className={styles.grid}>
          {(
            [
              ['monthlyCents', 'Valor mensal'],
              ['semesterCents', 'Valor semestral (por mês)'],
              ['yearlyCents', 'Valor anual (por mês)'],
            ] as const
          ).map(([name, label]) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.MoneyField label={label} maxCents={PLAN_LIMITS.perMonthCents} />}
            </form.AppField>
          ))}
        </div>
        <fieldset className={styles.checkboxes}>
          <legend className={labelStyle}>Métodos de pagamento</legend>
          {(
            [
              ['creditCard', 'Cartão de Crédito'],
              ['bankSlip', 'Boleto'],
              ['pix', 'Pix'],
            ] as const
          ).map(([name, label]) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.CheckboxField label={label} className={styles.checkbox} />}
            </form.AppField>
          ))}
          <form.Subscribe selector={(state) => state.fieldMeta.creditCard?.errors ?? []}>
            {(errors) =>
              firstError(errors) ? (
                <p className={styles.errorText} role="alert">
                  {firstError(errors)}
                </p>
              ) : null
            }
          </form.Subscribe>
        </fieldset>
        <form.Subscribe selector={(state) => state.values.bankSlip}>
          {(bankSlip) =>
            bankSlip ? (
              <form.AppField name="bankSlipDescription">
                {(field) => (
                  <field.TextField
                    label="Descrição do boleto"
                    hint="Vai nos boletos das assinaturas do plano que não tiverem a sua."
                    maxLength={PLAN_LIMITS.bankSlipDescription}
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </form>
      <div className={styles.actions}>
        {cancel}
        <form.AppForm>
          <form.SubmitButton form={formId}>{submitLabel}</form.SubmitButton>
        </form.AppForm>
      </div>
    </>
  );
}
