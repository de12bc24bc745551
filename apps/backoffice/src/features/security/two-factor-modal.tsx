import { isApiError } from '@balcao/client';
import { TWO_FACTOR_CODE_LENGTH } from '@balcao/domain/common';
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Modal, TextField, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { generateTwoFactorSecret, securityQueries, setTwoFactorEnabled, type TwoFactorSetup } from './api';
import {
  INVALID_CODE_MESSAGE,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_ENABLED_MESSAGE,
  TWO_FACTOR_FAILED_MESSAGE,
  twoFactorCodeInput,
} from './messages';
import * as styles from './security.css';

// The QR encoder is only needed once someone reaches the QR step.
const OtpauthQrCode = lazy(() => import('./otpauth-qr-code'));

export type TwoFactorModalMode = 'enable' | 'disable';

const ENABLE_STEPS = ['Instale um aplicativo autenticador', 'Leia o QR code', 'Digite o código'] as const;

/**
 * §4.7: switching on walks through 1 install an app, 2 the QR code (and its key to type), 3 the 6-digit
 * code; switching off asks 4 to confirm, with a current code of the app (a session alone must not remove
 * the second factor). A click outside does not close it (§2.9); closing in any other way reads the server's
 * status again, so the switch shows what is really set.
 */
export function TwoFactorModal({ mode, onClose }: { mode: TwoFactorModalMode; onClose: () => void }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [step, setStep] = useState(0);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const statusQuery = securityQueries.twoFactor(clients);
  const form = useAppForm({
    defaultValues: { code: '' },
    onSubmit: ({ value }) => {
      if (value.code.length !== TWO_FACTOR_CODE_LENGTH) return;
      return mode === 'enable' ? confirmCode(value.code) : disable(value.code);
    },
  });
  const code = useStore(form.store, (state) => state.values.code);
  const busy = useStore(form.store, (state) => state.isSubmitting);

  function close() {
    void queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
    onClose();
  }

  // Switching on starts the setup at once, so the QR code is ready by the time the user reaches it. Once
  // per opening: the modal is mounted anew each time the switch is flipped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generating again would replace the secret on screen.
  useEffect(() => {
    if (mode !== 'enable') return;
    let current = true;
    generateTwoFactorSecret(clients).then(
      (answer) => current && setSetup(answer),
      () => {
        if (!current) return;
        toast.error(TWO_FACTOR_FAILED_MESSAGE);
        close();
      },
    );
    return () => {
      current = false;
    };
  }, []);

  /** On the field until it is edited: 'Código inválido' for a wrong code, the gateway's words for anything else (429). */
  function showCodeError(error: unknown) {
    const invalid = !isApiError(error) || error.status === 400;
    const message = invalid ? INVALID_CODE_MESSAGE : (error.errors[0]?.description ?? INVALID_CODE_MESSAGE);
    form.setFieldMeta('code', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: message } }));
  }

  async function confirmCode(code: string) {
    try {
      const status = await setTwoFactorEnabled(clients, { enabled: true, code });
      queryClient.setQueryData(statusQuery.queryKey, status);
      toast.success(TWO_FACTOR_ENABLED_MESSAGE);
      onClose();
    } catch (error) {
      showCodeError(error);
      toast.error(TWO_FACTOR_FAILED_MESSAGE);
    }
  }

  async function disable(code: string) {
    try {
      const status = await setTwoFactorEnabled(clients, { enabled: false, code });
      queryClient.setQueryData(statusQuery.queryKey, status);
      toast.success(TWO_FACTOR_DISABLED_MESSAGE);
      onClose();
    } catch (error) {
      // A wrong code is the user's to fix; any other failure to disable is silent (§8): closing reads the
      // status again and the switch shows it.
      const fixable = isApiError(error) && (error.status === 400 || error.status === 429);
      if (fixable) showCodeError(error);
      else close();
    }
  }

  const codeForm = (id: string, intro: string) => (
    <form id={id} className={styles.codeForm} onSubmit={submitHandler(form)}>
      <p className={styles.text}>{intro}</p>
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            label="Código de 6 dígitos"
            transform={twoFactorCodeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            autoFocus
          />
        )}
      </form.AppField>
    </form>
  );

  let body: ReactNode;
  let footer: ReactNode;
  if (mode === 'disable') {
    body = (
      <>
        <p className={styles.text}>
          Deseja desativar o duplo fator de autenticação? A entrada no Balcão voltará a pedir só e-mail e
          senha.
        </p>
        {codeForm('two-factor-disable', 'Para confirmar, digite o código que o aplicativo mostra agora.')}
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form="two-factor-disable"
          variant="danger"
          loading={busy}
          disabled={code.length !== TWO_FACTOR_CODE_LENGTH}
        >
          Desativar
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.stepLabel}>
          Passo {step + 1} de {ENABLE_STEPS.length}: {ENABLE_STEPS[step]}
        </p>
        {step === 0 ? <InstallStep /> : null}
        {step === 1 ? <QrStep setup={setup} /> : null}
        {step === 2
          ? codeForm('two-factor-code', 'Digite o código de 6 dígitos que o aplicativo mostra agora.')
          : null}
      </>
    );
    footer = (
      <>
        {step === 0 ? (
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
            Voltar
          </Button>
        )}
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)} disabled={step === 1 && !setup}>
            Próximo
          </Button>
        ) : (
          <Button
            type="submit"
            form="two-factor-code"
            loading={busy}
            disabled={code.length !== TWO_FACTOR_CODE_LENGTH}
          >
            Ativar
          </Button>
        )}
      </>
    );
  }

  return (
    <Modal.Root open onOpenChange={(open) => !open && !busy && close()}>
      <Modal.Content
        title={
          mode === 'enable' ? 'Ativar duplo fator de autenticação' : 'Desativar duplo fator de autenticação'
        }
        footer={footer}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {body}
      </Modal.Content>
    </Modal.Root>
  );
}

function InstallStep() {
  return (
    <p className={styles.text}>
      Instale no seu celular um aplicativo autenticador, como Google Authenticator, Microsoft Authenticator ou
      Authy. Ele vai gerar os códigos que o Balcão pedirá a cada entrada, além da senha.
    </p>
  );
}

function QrStep({ setup }: { setup: TwoFactorSetup | null }) {
  if (!setup) return <p className={styles.text}>Gerando o QR code…</p>;
  return (
    <div className={styles.qrStep}>
      <p className={styles.text}>No aplicativo, adicione uma conta e leia este QR code.</p>
      <Suspense fallback={<p className={styles.text}>Gerando o QR code…</p>}>
        <OtpauthQrCode url={setup.qrCodeUrl} />
      </Suspense>
      <TextField
        label="Chave para digitar no aplicativo"
        hint="Use esta chave se não conseguir ler o QR code."
        value={setup.secret}
        readOnly
        onFocus={(event) => event.target.select()}
        className={styles.secret}
      />
    </div>
  );
}
