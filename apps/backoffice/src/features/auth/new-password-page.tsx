import { newPasswordSchema } from '@balcao/domain/access';
import { NEW_PASSWORD_REDIRECT_DELAY_MS } from '@balcao/domain/common';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { setNewPassword } from './api';
import * as styles from './auth.css';
import { AuthPageFrame } from './auth-page-frame';
import { NEW_PASSWORD_SAVED } from './messages';

/** /redefinir-senha/{token} (§2.4): new password and confirmation; back to /login after 2 s. */
export function NewPasswordPage({ token, onDone }: { token: string; onDone(): void }) {
  const { clients } = useServices();
  const toast = useToast();
  // Once saved the page only waits to leave: the button stays busy so nothing is sent twice.
  const [done, setDone] = useState(false);
  const form = useAppForm({
    defaultValues: { password: '', confirmation: '' },
    validators: { onSubmit: newPasswordSchema },
    onSubmit: async ({ value }) => {
      try {
        await setNewPassword(clients, token, value.password);
        toast.success(NEW_PASSWORD_SAVED);
        setDone(true);
        await new Promise((resolve) => setTimeout(resolve, NEW_PASSWORD_REDIRECT_DELAY_MS));
        onDone();
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
      }
    },
  });

  return (
    <AuthPageFrame title="Cadastrar nova senha" titleId="new-password-title" onSubmit={submitHandler(form)}>
      <form.AppField name="password">
        {(field) => <field.TextField label="Nova senha" type="password" autoComplete="new-password" />}
      </form.AppField>
      <form.AppField name="confirmation">
        {(field) => (
          <field.TextField label="Confirme sua senha" type="password" autoComplete="new-password" />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton variant="primary" fullWidth loading={done}>
          Salvar nova senha
        </form.SubmitButton>
      </form.AppForm>
      <Link to="/login" className={styles.link}>
        Voltar para o login
      </Link>
    </AuthPageFrame>
  );
}
