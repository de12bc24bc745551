import {
  formatPixKey,
  PIX_ACCOUNT_LABELS,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixAccountType,
  type PixKeyType,
  parsePixKeyInput,
  pixKeyWireValue,
} from '@balcao/domain/pix';
import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { Button, Modal, TextField } from '../../ui';
import { firstError, submitHandler, useAppForm } from '../../ui/form';
import {
  creationFailure,
  isWrongCode,
  type PixKeyRegistration,
  useConfirmPixKey,
  useCreatePixKey,
} from './api';
import * as styles from './pix-keys.css';

/** §4.3: the modal's states. Only a phone key passes through 'otp'. */
type State =
  | { step: 'form' }
  | { step: 'otp'; challengeId: string; phone: string }
  | { step: 'success'; keyType: PixKeyType; key: string }
  | { step: 'error'; title: string; detail: string };

export type AccountChoice = { type: PixAccountType; id: string; full: boolean };

export type NewKeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The two accounts; one that holds 20 keys cannot be chosen. */
  accounts: readonly AccountChoice[];
  /** The seller's CNPJ: the only CNPJ key it may register (§5, prefilled and not editable). */
  sellerDocument: string;
};

/** 'Nova Chave Pix': form → otp (phone) → success or error; Cadastrar, then Confirmar (§2.3, §4.3, §5, §8). */
export function NewKeyDialog({ open, onOpenChange, accounts, sellerDocument }: NewKeyDialogProps) {
  const [state, setState] = useState<State>({ step: 'form' });
  const openAccounts = accounts.filter((account) => !account.full);
  const create = useCreatePixKey();
  const confirm = useConfirmPixKey();
  const busy = create.isPending || confirm.isPending;

  function finish(registration: PixKeyRegistration) {
    if (registration.status === 'AWAITING_CONFIRMATION') {
      setState({ step: 'otp', challengeId: registration.challenge.id, phone: registration.challenge.key });
      return;
    }
    const { pixKey } = registration;
    setState({ step: 'success', keyType: pixKey.keyType, key: pixKey.key });
  }

  const wireOf = (value: { keyType: PixKeyType; typed: string }) =>
    pixKeyWireValue(value.keyType, value.keyType === 'cnpj' ? sellerDocument : value.typed);
  const keyForm = useAppForm({
    defaultValues: {
      accountType: (openAccounts[0]?.type ?? 'CHECKING') as PixAccountType,
      keyType: 'email' as PixKeyType,
      typed: '',
    },
    validators: {
      // §5: the key as the domain parses it; its message stays on the field until it is edited.
      onSubmit: ({ value }) => {
        const parsed = parsePixKeyInput(value.keyType, wireOf(value), sellerDocument);
        return parsed.ok ? undefined : { fields: { typed: parsed.message } };
      },
    },
    onSubmit: async ({ value }) => {
      const account = accounts.find((candidate) => candidate.type === value.accountType);
      if (busy || !account) return;
      try {
        finish(
          await create.mutateAsync({
            accountId: account.id,
            keyType: value.keyType,
            ...(value.keyType === 'evp' ? {} : { key: wireOf(value) }),
          }),
        );
      } catch (error) {
        setState({ step: 'error', ...creationFailure(error) });
      }
    },
  });
  const codeForm = useAppForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value, formApi }) => {
      if (busy || state.step !== 'otp' || value.code.trim() === '') return;
      try {
        finish(await confirm.mutateAsync({ challengeId: state.challengeId, code: value.code.trim() }));
      } catch (error) {
        // A wrong code is the field's message until it is edited; anything else ends in the error state.
        if (isWrongCode(error))
          formApi.setFieldMeta('code', (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onSubmit: PIX_KEY_MESSAGES.invalidCode },
          }));
        else setState({ step: 'error', ...creationFailure(error) });
      }
    },
  });
  const key = useStore(keyForm.store, (form) => form.values);
  const code = useStore(codeForm.store, (form) => form.values.code);

  function reset() {
    setState({ step: 'form' });
    keyForm.resetField('typed');
    codeForm.reset();
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  }

  const { keyType, typed } = key;
  const shownValue = keyType === 'cnpj' ? formatPixKey('cnpj', sellerDocument) : typed;
  // §5: Cadastrar is disabled while the key is empty, except for a random key.
  const empty =
    keyType !== 'evp' && (keyType === 'phone' ? typed.replace(/\D/g, '') === '' : wireOf(key) === '');

  const close = (
    <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
      Fechar
    </Button>
  );

  return (
    <Modal.Root open={open} onOpenChange={changeOpen}>
      <Modal.Content title="Nova Chave Pix">
        {state.step === 'form' ? (
          <form className={styles.form} onSubmit={submitHandler(keyForm)} noValidate>
            <keyForm.AppField name="accountType">
              {(field) => (
                <field.SelectField
                  label="Conta"
                  options={openAccounts.map((account) => ({
                    value: account.type,
                    label: PIX_ACCOUNT_LABELS[account.type],
                  }))}
                />
              )}
            </keyForm.AppField>
            <keyForm.AppField name="keyType" listeners={{ onChange: () => keyForm.resetField('typed') }}>
              {(field) => (
                <field.SelectField
                  label="Tipo de chave"
                  options={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
                />
              )}
            </keyForm.AppField>
            <keyForm.AppField name="typed">
              {(field) =>
                keyType === 'email' ? (
                  <field.TextField label="E-mail" type="email" autoComplete="email" maxLength={77} />
                ) : keyType === 'phone' ? (
                  <field.MaskedField
                    label="Celular"
                    mask="cellphone"
                    inputMode="numeric"
                    hint="Com DDD. Enviaremos um código por SMS para confirmar o número."
                  />
                ) : keyType === 'cnpj' ? (
                  <TextField
                    label="CNPJ"
                    value={shownValue}
                    readOnly
                    error={firstError(field.state.meta.errors)}
                  />
                ) : null
              }
            </keyForm.AppField>
            {keyType === 'evp' ? (
              <p className={styles.muted}>Uma chave aleatória será gerada pelo banco ao cadastrar.</p>
            ) : null}
            <div className={styles.footer}>
              <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
                Cancelar
              </Button>
              <keyForm.AppForm>
                <keyForm.SubmitButton variant="primary" disabled={empty}>
                  Cadastrar
                </keyForm.SubmitButton>
              </keyForm.AppForm>
            </div>
          </form>
        ) : null}
        {state.step === 'otp' ? (
          <form className={styles.form} onSubmit={submitHandler(codeForm)} noValidate>
            <p className={styles.muted}>
              Enviamos um código por SMS para {formatPixKey('phone', state.phone)}. Digite-o para confirmar a
              chave.
            </p>
            <codeForm.AppField name="code">
              {(field) => (
                <field.TextField
                  label="Código"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  transform={(typed) => typed.replace(/\D/g, '')}
                />
              )}
            </codeForm.AppField>
            <div className={styles.footer}>
              <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
                Cancelar
              </Button>
              <codeForm.AppForm>
                <codeForm.SubmitButton variant="primary" disabled={code.trim() === ''}>
                  Confirmar
                </codeForm.SubmitButton>
              </codeForm.AppForm>
            </div>
          </form>
        ) : null}
        {state.step === 'success' ? (
          <div className={styles.form} role="status">
            <p className={styles.resultTitle}>Chave Pix cadastrada com sucesso!</p>
            <p className={styles.keyText}>
              {PIX_KEY_TYPE_LABELS[state.keyType]}: {formatPixKey(state.keyType, state.key)}
            </p>
            <div className={styles.footer}>{close}</div>
          </div>
        ) : null}
        {state.step === 'error' ? (
          <div className={styles.form} role="alert">
            <p className={styles.resultTitle}>{state.title}</p>
            <p className={styles.muted}>{state.detail}</p>
            <div className={styles.footer}>
              {close}
              <Button variant="primary" onClick={reset}>
                Tentar novamente
              </Button>
            </div>
          </div>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
