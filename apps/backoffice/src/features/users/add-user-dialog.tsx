import { type NewUserInput, newUserSchema, profileWireValue, USER_MESSAGES } from '@balcao/domain/access';
import { revalidateLogic } from '@tanstack/react-form';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { useCreateUser, userErrorLines } from './api';
import { PermissionsPanel } from './permissions-panel';
import { useProfileChoices } from './profile-fields';
import * as styles from './users.css';

const FORM_ID = 'add-user-form';

function AddUserForm({ onDone }: { onDone(): void }) {
  const toast = useToast();
  const create = useCreateUser();
  const choices = useProfileChoices();
  const form = useAppForm({
    defaultValues: { email: '', profile: '', bankingProfile: '' } as NewUserInput,
    // Checked at Salvar, then again at each change, so a fixed field loses its message at once.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newUserSchema },
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync({
          email: value.email.trim(),
          profile: profileWireValue(value.profile),
          bankingProfile: choices.showBanking ? profileWireValue(value.bankingProfile) : null,
        });
        toast.success(USER_MESSAGES.created);
        onDone();
      } catch (error) {
        for (const line of userErrorLines(error, USER_MESSAGES.createFailed)) toast.error(line);
      }
    },
  });

  return (
    <Modal.Content
      title="Adicionar usuário"
      description="O usuário recebe um convite por e-mail para criar a senha."
      size="lg"
      footer={
        <form.AppForm>
          <form.DialogActions formId={FORM_ID} />
        </form.AppForm>
      }
    >
      <div className={styles.dialogBody}>
        <form id={FORM_ID} noValidate className={styles.fields} onSubmit={submitHandler(form)}>
          <form.AppField name="email">
            {(field) => <field.TextField label="E-mail" type="email" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="profile">
            {(field) => <field.SelectField label="Perfil de adquirência" options={choices.acquiring} />}
          </form.AppField>
          {choices.showBanking ? (
            <form.AppField name="bankingProfile">
              {(field) => <field.SelectField label="Perfil de banking" options={choices.banking} />}
            </form.AppField>
          ) : null}
        </form>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <PermissionsPanel profile={values.profile} bankingProfile={values.bankingProfile} />}
        </form.Subscribe>
      </div>
    </Modal.Content>
  );
}

/** 'Adicionar usuário' (§2, §5): e-mail and at least one profile; 201 sends the invitation. */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? <AddUserForm onDone={() => onOpenChange(false)} /> : null}
    </Modal.Root>
  );
}
