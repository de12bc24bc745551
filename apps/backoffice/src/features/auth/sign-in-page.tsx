import { signInSchema } from '@balcao/domain';
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { textFieldProps } from '../../app/form-errors';
import { useServices } from '../../app/services';
import type { AppSession } from '../../app/session';
import { Button, TextField, useToast } from '../../ui';
import { signIn } from './api';
import * as styles from './auth.css';
import { signInErrorLines } from './messages';
import { PromoPanel } from './promo-panel';

// Only users with two-factor need this step (and its dialog): it loads when asked for.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
);

export interface SignInPageProps {
  /** Where to go once signed in: the page asked for, or the landing route of §2.1. */
  onSignedIn(session: AppSession): void;
}

/** /login (§2.3): e-mail and password, then the two-factor step when the user has it. */
export function SignInPage({ onSignedIn }: SignInPageProps) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: signInSchema },
    onSubmit: async ({ value }) => {
      try {
        const result = await signIn({ clients, store: auth.store }, value.email.trim(), value.password);
        if (result.kind === 'two-factor') setTwoFactorToken(result.twoFactorToken);
        else onSignedIn(result.session);
      } catch (error) {
        for (const line of signInErrorLines(error)) toast.error(line);
      }
    },
  });

  return (
    <main className={styles.page}>
      <div className={styles.formColumn}>
        <div className={styles.card}>
          <p className={styles.brand}>Balcão</p>
          {twoFactorToken ? (
            <Suspense fallback={<p className={styles.muted}>Carregando</p>}>
              <TwoFactorStep
                twoFactorToken={twoFactorToken}
                onVerified={onSignedIn}
                onBack={() => setTwoFactorToken(null)}
              />
            </Suspense>
          ) : (
            <form
              noValidate
              aria-labelledby="sign-in-title"
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit();
              }}
              className={styles.form}
            >
              <h1 id="sign-in-title" className={styles.heading}>
                Acesse sua conta
              </h1>
              <form.Field name="email">
                {(field) => (
                  <TextField label="E-mail" type="email" autoComplete="username" {...textFieldProps(field)} />
                )}
              </form.Field>
              <form.Field name="password">
                {(field) => (
                  <TextField
                    label="Senha"
                    type="password"
                    autoComplete="current-password"
                    {...textFieldProps(field)}
                  />
                )}
              </form.Field>
              <Link to="/redefinir-senha" className={styles.link}>
                Esqueci minha senha
              </Link>
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(isSubmitting) => (
                  <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
                    Entrar
                  </Button>
                )}
              </form.Subscribe>
            </form>
          )}
        </div>
      </div>
      <PromoPanel />
    </main>
  );
}
