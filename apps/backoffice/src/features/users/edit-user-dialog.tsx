import {
  EDITABLE_USER_STATUSES,
  type EditUserInput,
  editUserSchema,
  isUserEditable,
  profileFieldValue,
  profileWireValue,
  USER_MESSAGES,
  USER_STATUS_LABELS,
} from '@balcao/domain/access';
import { revalidateLogic } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type User, type UserChanges, userErrorLines, userQueries, useUpdateUser } from './api';
import { PermissionsPanel } from './permissions-panel';
import { useProfileChoices } from './profile-fields';
import * as styles from './users.css';

const FORM_ID = 'edit-user-form';
const STATUS_OPTIONS = EDITABLE_USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

function EditUserForm({ user, onDone }: { user: User; onDone(): void }) {
  const { auth } = useServices();
  const toast = useToast();
  const update = useUpdateUser();
  const choices = useProfileChoices();
  const isSelf = auth.session?.email === user.email;
  const form = useAppForm({
    defaultValues: {
      profile: profileFieldValue(user.profile),
      bankingProfile: profileFieldValue(user.bankingProfile),
      status: user.status,
    } as EditUserInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: editUserSchema },
    onSubmit: async ({ value }) => {
      // Without the banking field the user's banking profile is left as it is.
      const changes: UserChanges = { profile: profileWireValue(value.profile), status: value.status };
      if (choices.showBanking) changes.bankingProfile = profileWireValue(value.bankingProfile);
      try {
        await update.mutateAsync({ id: user.id, changes });
        toast.success(USER_MESSAGES.updated);
        onDone();
      } catch (error) {
        for (const line of userErrorLines(error, USER_MESSAGES.updateFailed)) toast.error(line);
      }
    },
  });

  return (
    <>
      <div className={styles.dialogBody}>
        <form id={FORM_ID} noValidate className={styles.fields} onSubmit={submitHandler(form)}>
          <p className={styles.readOnly}>
            <strong>E-mail:</strong> {user.email}
          </p>
          <form.AppField name="profile">
            {(field) => <field.SelectField label="Perfil de adquirência" options={choices.acquiring} />}
          </form.AppField>
          {choices.showBanking ? (
            <form.AppField name="bankingProfile">
              {(field) => <field.SelectField label="Perfil de banking" options={choices.banking} />}
            </form.AppField>
          ) : null}
          <form.AppField name="status">
            {(field) => (
              <field.SelectField
                label="Status"
                options={STATUS_OPTIONS}
                disabled={isSelf}
                hint={isSelf ? USER_MESSAGES.ownStatus : undefined}
              />
            )}
          </form.AppField>
        </form>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <PermissionsPanel profile={values.profile} bankingProfile={values.bankingProfile} />}
        </form.Subscribe>
      </div>
      <Modal.Footer>
        <form.AppForm>
          <form.DialogActions formId={FORM_ID} />
        </form.AppForm>
      </Modal.Footer>
    </>
  );
}

/**
 * 'Editar usuário' (§2, §4): profile, banking profile while banking is ACTIVE, and status. The
 * user is read again when the dialog opens; a CREATED user is not editable.
 */
export function EditUserDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { clients } = useServices();
  const detail = useQuery(userQueries.detail(clients, user.id));
  const current = detail.data;
  return (
    <Modal.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Content title="Editar usuário" size="lg">
        {!current ? (
          <p role="status">{detail.isError ? 'Não foi possível carregar o usuário.' : 'Carregando'}</p>
        ) : isUserEditable(current.status) ? (
          <EditUserForm user={current} onDone={onClose} />
        ) : (
          <p className={styles.readOnly}>{USER_MESSAGES.notEditable}</p>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
