import { unwrap } from '@balcao/client';
import {
  AUTHENTICATOR_CODE_MESSAGES,
  STEP_UP_MESSAGES,
  STEP_UP_OPERATION_LABELS,
  type StepUpOperation,
} from '@balcao/domain/access';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Modal, TextField } from '../ui';
import { apiErrorLines } from './api-errors';
import { useServices } from './services';
import type { StepUpBridge } from './step-up';

interface Pending {
  operation: StepUpOperation;
  method: 'TOTP' | 'PASSWORD';
  resolve: (confirmation: string | null) => void;
}

/**
 * The one confirmation every money action asks through (issue 28, item 3): the authenticator's code when
 * the user signs in with two factors, else the password. A wrong answer keeps the dialog open with the
 * gateway's message; Cancelar gives up, and the action fails with 'Confirme sua identidade'.
 */
export function StepUpDialog({ bridge }: { bridge: StepUpBridge }) {
  const { clients } = useServices();
  const [pending, setPending] = useState<Pending | null>(null);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  useEffect(
    () =>
      bridge.attach(async (operation) => {
        const settings = await unwrap(clients.core.GET('/step-up/settings')).catch(() => null);
        if (!settings) return null;
        return new Promise<string | null>((resolve) => {
          setSecret('');
          setError(null);
          setPending({ operation, method: settings.method, resolve });
        });
      }),
    [bridge, clients],
  );

  function close(confirmation: string | null) {
    pendingRef.current?.resolve(confirmation);
    setPending(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending || busy) return;
    if (!secret) {
      setError(
        pending.method === 'TOTP' ? AUTHENTICATOR_CODE_MESSAGES.missing : STEP_UP_MESSAGES.passwordMissing,
      );
      return;
    }
    setBusy(true);
    try {
      const body =
        pending.method === 'TOTP'
          ? { operation: pending.operation, code: secret }
          : { operation: pending.operation, password: secret };
      const answer = await unwrap(clients.core.POST('/step-up', { body }));
      close(answer.confirmation);
    } catch (failure) {
      setError(apiErrorLines(failure).join(' '));
    } finally {
      setBusy(false);
    }
  }

  const totp = pending?.method === 'TOTP';
  return (
    <Modal.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : close(null))}>
      {pending ? (
        <Modal.Content
          title="Confirme sua identidade"
          description={`${STEP_UP_OPERATION_LABELS[pending.operation]}: ${
            totp ? 'digite o código do seu aplicativo autenticador.' : 'digite a sua senha.'
          }`}
        >
          <form id="step-up-form" noValidate onSubmit={submit}>
            <TextField
              label={totp ? 'Código do aplicativo' : 'Senha'}
              type={totp ? 'text' : 'password'}
              inputMode={totp ? 'numeric' : undefined}
              autoComplete={totp ? 'one-time-code' : 'current-password'}
              maxLength={totp ? 6 : 128}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              error={error ?? undefined}
            />
          </form>
          <Modal.Footer>
            <Modal.FormActions formId="step-up-form" submitLabel="Confirmar" disabled={busy} loading={busy} />
          </Modal.Footer>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
