import {
  ALL_NOTIFICATIONS_DISABLED_MESSAGE,
  DISABLE_ALL_NOTIFICATIONS_QUESTION,
  ENABLE_ALL_NOTIFICATIONS_QUESTION,
  IDENTIFICATION_UPDATED_MESSAGE,
  NOTIFICATION_ACTIVATED_MESSAGE,
  NOTIFICATION_IDENTIFICATION_LIMITS,
  type NotificationIdentification,
  notificationIdentificationErrors,
} from '@balcao/domain/notifications';
import { revalidateLogic } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { fieldErrors } from '../../app/form-errors';
import { useServices } from '../../app/services';
import { ConfirmDialog, Switch, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type NotificationSettings, storeSettings, updateIdentification } from './api';
import * as styles from './notification-settings.css';

const savedForm = (settings: NotificationSettings): NotificationIdentification => ({
  name: settings.name,
  email: settings.email ?? '',
  hiddenEmail: settings.hiddenEmail ?? '',
});

/**
 * 'Informações gerais' (§2, §4, §5): the sender's identification, saved only once a field differs from
 * what is saved, and the all-notifications switch, flipped after a confirmation.
 */
export function IdentificationPanel({ settings }: { settings: NotificationSettings }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const saved = savedForm(settings);
  const form = useAppForm({
    defaultValues: saved,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(notificationIdentificationErrors(value)) },
    onSubmit: async ({ value }) => {
      try {
        const next = await updateIdentification(clients, {
          name: value.name.trim(),
          email: value.email.trim(),
          hiddenEmail: value.hiddenEmail.trim() || null,
          activeAllNotifications: settings.activeAllNotifications,
        });
        storeSettings(queryClient, clients, next);
        form.reset(savedForm(next));
        toast.success(IDENTIFICATION_UPDATED_MESSAGE);
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
      }
    },
  });

  // The switch sends the saved identification, not what is being typed and not yet saved.
  async function flipAll() {
    const active = !settings.activeAllNotifications;
    try {
      const next = await updateIdentification(clients, {
        ...saved,
        hiddenEmail: saved.hiddenEmail || null,
        activeAllNotifications: active,
      });
      storeSettings(queryClient, clients, next);
      toast.success(active ? NOTIFICATION_ACTIVATED_MESSAGE : ALL_NOTIFICATIONS_DISABLED_MESSAGE);
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
    }
  }

  return (
    <div className={styles.form}>
      <div className={styles.switchRow}>
        <label className={styles.switchLabel}>
          <Switch checked={settings.activeAllNotifications} onCheckedChange={() => setConfirming(true)} />
          Todas as notificações
        </label>
      </div>
      <form noValidate className={styles.form} aria-label="Identificação" onSubmit={submitHandler(form)}>
        <h2 className={styles.subtitle}>Identificação</h2>
        <p className={styles.muted}>
          O nome e o e-mail que seus clientes veem nas notificações; o e-mail oculto recebe uma cópia de cada
          e-mail enviado.
        </p>
        <form.AppField name="name">
          {(field) => <field.TextField label="Nome" maxLength={NOTIFICATION_IDENTIFICATION_LIMITS.name} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label="E-mail"
              type="email"
              maxLength={NOTIFICATION_IDENTIFICATION_LIMITS.email}
            />
          )}
        </form.AppField>
        <form.AppField name="hiddenEmail">
          {(field) => (
            <field.TextField
              label="E-mail oculto (opcional)"
              type="email"
              maxLength={NOTIFICATION_IDENTIFICATION_LIMITS.email}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.Subscribe
            selector={(state) =>
              (Object.keys(saved) as (keyof NotificationIdentification)[]).some(
                (key) => state.values[key] !== saved[key],
              )
            }
          >
            {(changed) => (
              <form.AppForm>
                <form.SubmitButton disabled={!changed}>Salvar</form.SubmitButton>
              </form.AppForm>
            )}
          </form.Subscribe>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        kind="question"
        title={settings.activeAllNotifications ? 'Desabilitar notificações' : 'Habilitar notificações'}
        message={
          settings.activeAllNotifications
            ? DISABLE_ALL_NOTIFICATIONS_QUESTION
            : ENABLE_ALL_NOTIFICATIONS_QUESTION
        }
        onConfirm={flipAll}
      />
    </div>
  );
}
