import { twoFactorCodeSchema } from '@balcao/domain/access';
import { TWO_FACTOR_CODE_LENGTH } from '@balcao/domain/common';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/services';
import type { AppSession } from '../../app/session';
import { useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { verifyTwoFactor } from './api';
import * as styles from './auth.css';
import { LostAccessDialog } from './lost-access-dialog';
import { signInErrorLines } from './messages';

export interface TwoFactorStepProps {
  twoFactorToken: string;
  onVerified(session: AppSession): void;
  onBack(): void;
}

/** The second sign-in step (§2.3): a 6-character code; Entrar stays disabled below 6. */
export function TwoFactorStep({ twoFactorToken, onVerified, onBack }: TwoFactorStepProps) {
  const { clients, auth } = useServices();
  const toast = useToast();
  // The step replaces the password form: its only field takes the focus, ready for the code.
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onSubmit: twoFactorCodeSchema },
    onSubmit: async ({ value }) => {
      try {
        onVerified(await verifyTwoFactor({ clients, store: auth.store }, twoFactorToken, value.code));
      } catch (error) {
        for (const line of signInErrorLines(error)) toast.error(line);
      }
    },
  });

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="two-factor-title"
      onSubmit={submitHandler(form)}
    >
      <h1 id="two-factor-title" className={styles.heading}>
        Verificação em duas etapas
      </h1>
      <p className={styles.muted}>Digite o código de 6 dígitos do seu aplicativo autenticador.</p>
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            ref={codeInput}
            label="Código"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            className={styles.codeInput}
            transform={(typed) => typed.replace(/\D/g, '')}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.code.length}>
        {(length) => (
          <form.AppForm>
            <form.SubmitButton variant="primary" fullWidth disabled={length < TWO_FACTOR_CODE_LENGTH}>
              Entrar
            </form.SubmitButton>
          </form.AppForm>
        )}
      </form.Subscribe>
      <LostAccessDialog />
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Voltar para o login
      </button>
    </form>
  );
}
