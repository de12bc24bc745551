import { signInSchema } from '@balcao/domain/access';
import { firstErrorByField } from '@balcao/domain/forms';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import * as v from 'valibot';
import { useServices } from '../../app/services';
import type { AppSession } from '../../app/session';
import { Button, TextField, useToast } from '../../ui';
import { submitHandler } from '../../ui/form/submit-handler';
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

  // Plain state, not react-form: this is the page every visit loads first, and react-form's 13 KB gzip
  // would be a tenth of its budget (docs/decisions/2026-11-22-app.md, 'O formulário de entrada'). Same schema, same
  // messages: shown on a send, each cleared when its field changes; sent through the kit's submitHandler.
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Read by a second click before React renders the first one's state.
  const sending = useRef(false);

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  async function send() {
    const parsed = v.safeParse(signInSchema, values);
    if (!parsed.success) return;
    sending.current = true;
    setSubmitting(true);
    try {
      const result = await signIn(
        { clients, store: auth.store },
        parsed.output.email,
        parsed.output.password,
      );
      if (result.kind === 'two-factor') setTwoFactorToken(result.twoFactorToken);
      else onSignedIn(result.session);
    } catch (error) {
      for (const line of signInErrorLines(error)) toast.error(line);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  /** The page's state as the form submitHandler sends: its rules speak first, then it sends if they hold. */
  const form = {
    state: {
      get isSubmitting() {
        return sending.current;
      },
    },
    validate: () => {
      const fields = firstErrorByField(signInSchema, values);
      setErrors({ email: fields.email, password: fields.password });
    },
    handleSubmit: send,
  };

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
              onSubmit={submitHandler(form)}
              className={styles.form}
            >
              <h1 id="sign-in-title" className={styles.heading}>
                Acesse sua conta
              </h1>
              <TextField
                label="E-mail"
                type="email"
                autoComplete="username"
                value={values.email}
                onChange={change('email')}
                error={errors.email}
              />
              <TextField
                label="Senha"
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={change('password')}
                error={errors.password}
              />
              <Link to="/redefinir-senha" className={styles.link}>
                Esqueci minha senha
              </Link>
              <Button type="submit" variant="primary" fullWidth loading={submitting}>
                Entrar
              </Button>
            </form>
          )}
        </div>
      </div>
      <PromoPanel />
    </main>
  );
}
