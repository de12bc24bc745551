import { unwrap } from '@balcao/client';
import {
  AUTHENTICATOR_CODE_MESSAGES,
  STEP_UP_MESSAGES,
  STEP_UP_OPERATION_LABELS,
  type StepUpOperation,
} from '@balcao/domain/access';
import { TWO_FACTOR_CODE_LENGTH } from '@balcao/domain/common';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../ui';
import { submitHandler, useAppForm } from '../ui/form';
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
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  useEffect(
    () =>
      bridge.attach(async (operation) => {
        const settings = await unwrap(clients.core.GET('/step-up/settings')).catch(() => null);
        if (!settings) return null;
        return new Promise<string | null>((resolve) => {
          setPending({ operation, method: settings.method, resolve });
        });
      }),
    [bridge, clients],
  );

  function close(confirmation: string | null) {
    pendingRef.current?.resolve(confirmation);
    setPending(null);
  }

  return (
    <Modal.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : close(null))}>
      {/* A form of its own per confirmation: what was typed for the last one is gone. */}
      {pending ? <StepUpForm pending={pending} onConfirmed={close} /> : null}
    </Modal.Root>
  );
}

/** The dialog's one field, the code or the password; the gateway's refusal stays on it until it is edited. */
function StepUpForm({ pending, onConfirmed }: { pending: Pending; onConfirmed(confirmation: string): void }) {
  const { clients } = useServices();
  const totp = pending.method === 'TOTP';
  const form = useAppForm({
    defaultValues: { secret: '' },
    validators: {
      onSubmit: ({ value }) =>
        value.secret
          ? undefined
          : {
              fields: {
                secret: totp ? AUTHENTICATOR_CODE_MESSAGES.missing : STEP_UP_MESSAGES.passwordMissing,
              },
            },
    },
    onSubmit: async ({ value, formApi }) => {
      const body = totp
        ? { operation: pending.operation, code: value.secret }
        : { operation: pending.operation, password: value.secret };
      try {
        onConfirmed((await unwrap(clients.core.POST('/step-up', { body }))).confirmation);
      } catch (failure) {
        const message = apiErrorLines(failure).join(' ');
        formApi.setFieldMeta('secret', (meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onSubmit: message },
        }));
      }
    },
  });
  return (
    <Modal.Content
      title="Confirme sua identidade"
      description={`${STEP_UP_OPERATION_LABELS[pending.operation]}: ${
        totp ? 'digite o código do seu aplicativo autenticador.' : 'digite a sua senha.'
      }`}
    >
      <form id="step-up-form" noValidate onSubmit={submitHandler(form)}>
        <form.AppField name="secret">
          {(field) => (
            <field.TextField
              label={totp ? 'Código do aplicativo' : 'Senha'}
              type={totp ? 'text' : 'password'}
              inputMode={totp ? 'numeric' : undefined}
              autoComplete={totp ? 'one-time-code' : 'current-password'}
              maxLength={totp ? TWO_FACTOR_CODE_LENGTH : 128}
            />
          )}
        </form.AppField>
      </form>
      <Modal.Footer>
        <form.AppForm>
          <form.DialogActions formId="step-up-form" submitLabel="Confirmar" />
        </form.AppForm>
      </Modal.Footer>
    </Modal.Content>
  );
}
