import { resetRequestSchema } from '@balcao/domain/access';
import { RESET_REQUEST_REDIRECT_DELAY_MS } from '@balcao/domain/common';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { requestPasswordReset } from './api';
import * as styles from './auth.css';
import { AuthPageFrame } from './auth-page-frame';
import { RESET_LINK_SENT } from './messages';

/** /redefinir-senha (§2.4): sends the reset link, then returns to /login after 1.5 s. */
export function ResetRequestPage({ onDone }: { onDone(): void }) {
  const { clients } = useServices();
  const toast = useToast();
  // Once saved the page only waits to leave: the button stays busy so nothing is sent twice.
  const [done, setDone] = useState(false);
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onSubmit: resetRequestSchema },
    onSubmit: async ({ value }) => {
      try {
        await requestPasswordReset(clients, value.email.trim());
        toast.success(RESET_LINK_SENT);
        setDone(true);
        await new Promise((resolve) => setTimeout(resolve, RESET_REQUEST_REDIRECT_DELAY_MS));
        onDone();
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
      }
    },
  });

  return (
    <AuthPageFrame title="Redefinir senha" titleId="reset-title" onSubmit={submitHandler(form)}>
      <p className={styles.muted}>Informe seu e-mail e enviaremos um link para cadastrar uma nova senha.</p>
      <form.AppField name="email">
        {(field) => <field.TextField label="E-mail" type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton variant="primary" fullWidth loading={done}>
          Enviar link
        </form.SubmitButton>
      </form.AppForm>
      <Link to="/login" className={styles.link}>
        Voltar para o login
      </Link>
    </AuthPageFrame>
  );
}
