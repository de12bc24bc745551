import {
  CARD_LIMIT_MAX_CENTS,
  CARD_LIMIT_TYPE_LABELS,
  CARD_LIMIT_TYPES,
  CARD_MESSAGES,
  type NewCardInput,
  newCardSchema,
} from '@balcao/domain/cards';
import { revalidateLogic } from '@tanstack/react-form';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { cardErrorLines, useCreateCard } from './api';
import { CardNameField } from './card-name-field';
import * as styles from './cards.css';

const FORM_ID = 'new-card-form';
export const CARD_CREATE_FAILURE = 'Não foi possível criar o cartão.';
const TYPE_OPTIONS = CARD_LIMIT_TYPES.map((value) => ({ value, label: CARD_LIMIT_TYPE_LABELS[value] }));

function NewCardForm({ onDone }: { onDone(): void }) {
  const toast = useToast();
  const create = useCreateCard();
  const form = useAppForm({
    // The type starts unchosen (§5: limitType required); the schema's input type has no empty choice.
    defaultValues: { cardName: '', limitType: '', limitCents: null } as unknown as NewCardInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newCardSchema },
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync({
          cardName: value.cardName.trim(),
          type: value.limitType,
          limitCents: value.limitCents,
        });
        toast.success(CARD_MESSAGES.created);
        onDone();
      } catch (error) {
        for (const line of cardErrorLines(error, CARD_CREATE_FAILURE)) toast.error(line);
      }
    },
  });

  return (
    <Modal.Content
      title="Novo cartão"
      footer={
        <form.AppForm>
          <form.DialogActions formId={FORM_ID} submitLabel="Criar cartão" />
        </form.AppForm>
      }
    >
      <form id={FORM_ID} noValidate className={styles.form} onSubmit={submitHandler(form)}>
        <form.AppField name="cardName">{(field) => <CardNameField field={field} />}</form.AppField>
        <form.AppField
          name="limitType"
          listeners={{
            // A FREE_BALANCE card has no limit of its own: a limit typed before switching is dropped.
            onChange: ({ value }) => {
              if (value !== 'LIMIT_BALANCE') form.setFieldValue('limitCents', null);
            },
          }}
        >
          {(field) => (
            <field.SelectField label="Tipo de limite" placeholder="Selecione" options={TYPE_OPTIONS} />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.limitType}>
          {(limitType) =>
            limitType === 'LIMIT_BALANCE' ? (
              <form.AppField name="limitCents">
                {(field) => <field.MoneyField label="Limite" maxCents={CARD_LIMIT_MAX_CENTS} />}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </form>
    </Modal.Content>
  );
}

/** 'Novo cartão' (§5): a name up to 20 characters, Saldo Livre or Limite Fixo, and the limit for the latter. */
export function NewCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? <NewCardForm onDone={() => onOpenChange(false)} /> : null}
    </Modal.Root>
  );
}
