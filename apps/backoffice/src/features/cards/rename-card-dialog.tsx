import { CARD_MESSAGES, renameCardSchema } from '@balcao/domain/cards';
import { revalidateLogic } from '@tanstack/react-form';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type Card, cardErrorLines, useRenameCard } from './api';
import { CardNameField } from './card-name-field';
import * as styles from './cards.css';

const FORM_ID = 'rename-card-form';
export const RENAME_FAILURE = 'Não foi possível renomear o cartão.';

function RenameForm({ card, onDone }: { card: Card; onDone(): void }) {
  const toast = useToast();
  const rename = useRenameCard();
  const form = useAppForm({
    defaultValues: { cardName: card.cardName },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: renameCardSchema },
    onSubmit: async ({ value }) => {
      try {
        await rename.mutateAsync({ idCard: card.id, cardName: value.cardName.trim() });
        toast.success(CARD_MESSAGES.renamed);
        onDone();
      } catch (error) {
        for (const line of cardErrorLines(error, RENAME_FAILURE)) toast.error(line);
      }
    },
  });
  return (
    <Modal.Content
      title="Renomear cartão"
      footer={
        <form.AppForm>
          <form.DialogActions formId={FORM_ID} />
        </form.AppForm>
      }
    >
      <form id={FORM_ID} noValidate className={styles.form} onSubmit={submitHandler(form)}>
        <form.AppField name="cardName">{(field) => <CardNameField field={field} />}</form.AppField>
      </form>
    </Modal.Content>
  );
}

/** Rename (§5): a non-empty name of at most 20 characters. */
export function RenameCardDialog({
  card,
  open,
  onOpenChange,
}: {
  card: Card;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? <RenameForm card={card} onDone={() => onOpenChange(false)} /> : null}
    </Modal.Root>
  );
}
