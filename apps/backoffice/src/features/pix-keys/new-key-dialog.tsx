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
import { type FormEvent, useState } from 'react';
import { Button, MaskedInput, Modal, SelectField, TextField } from '../../ui';
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
  const [accountType, setAccountType] = useState<PixAccountType>(openAccounts[0]?.type ?? 'CHECKING');
  const [keyType, setKeyType] = useState<PixKeyType>('email');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const create = useCreatePixKey();
  const confirm = useConfirmPixKey();
  const busy = create.isPending || confirm.isPending;

  function reset() {
    setState({ step: 'form' });
    setTyped('');
    setCode('');
    setFieldError(null);
    setCodeError(null);
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  }

  const shownValue = keyType === 'cnpj' ? formatPixKey('cnpj', sellerDocument) : typed;
  const wire = pixKeyWireValue(keyType, keyType === 'cnpj' ? sellerDocument : typed);
  // §5: Cadastrar is disabled while the key is empty, except for a random key.
  const empty = keyType !== 'evp' && (keyType === 'phone' ? typed.replace(/\D/g, '') === '' : wire === '');

  function finish(registration: PixKeyRegistration) {
    if (registration.status === 'AWAITING_CONFIRMATION') {
      setState({ step: 'otp', challengeId: registration.challenge.id, phone: registration.challenge.key });
      return;
    }
    const { pixKey } = registration;
    setState({ step: 'success', keyType: pixKey.keyType, key: pixKey.key });
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    if (busy || empty) return;
    const parsed = parsePixKeyInput(keyType, wire, sellerDocument);
    if (!parsed.ok) {
      setFieldError(parsed.message);
      return;
    }
    const account = accounts.find((candidate) => candidate.type === accountType);
    if (!account) return;
    try {
      finish(
        await create.mutateAsync({
          accountId: account.id,
          keyType,
          ...(keyType === 'evp' ? {} : { key: wire }),
        }),
      );
    } catch (error) {
      setState({ step: 'error', ...creationFailure(error) });
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy || state.step !== 'otp' || code.trim() === '') return;
    try {
      finish(await confirm.mutateAsync({ challengeId: state.challengeId, code: code.trim() }));
    } catch (error) {
      if (isWrongCode(error)) setCodeError(PIX_KEY_MESSAGES.invalidCode);
      else setState({ step: 'error', ...creationFailure(error) });
    }
  }

  const close = (
    <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
      Fechar
    </Button>
  );

  return (
    <Modal.Root open={open} onOpenChange={changeOpen}>
      <Modal.Content title="Nova Chave Pix">
        {state.step === 'form' ? (
          <form className={styles.form} onSubmit={submitForm} noValidate>
            <SelectField
              label="Conta"
              value={accountType}
              onChange={(event) => setAccountType(event.target.value as PixAccountType)}
              options={openAccounts.map((account) => ({
                value: account.type,
                label: PIX_ACCOUNT_LABELS[account.type],
              }))}
            />
            <SelectField
              label="Tipo de chave"
              value={keyType}
              onChange={(event) => {
                setKeyType(event.target.value as PixKeyType);
                setTyped('');
                setFieldError(null);
              }}
              options={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
            />
            {keyType === 'email' ? (
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                maxLength={77}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setFieldError(null);
                }}
                error={fieldError}
              />
            ) : null}
            {keyType === 'phone' ? (
              <MaskedInput
                label="Celular"
                mask="cellphone"
                inputMode="numeric"
                hint="Com DDD. Enviaremos um código por SMS para confirmar o número."
                value={typed}
                onValueChange={(value) => {
                  setTyped(value);
                  setFieldError(null);
                }}
                error={fieldError}
              />
            ) : null}
            {keyType === 'cnpj' ? (
              <TextField label="CNPJ" value={shownValue} readOnly error={fieldError} />
            ) : null}
            {keyType === 'evp' ? (
              <p className={styles.muted}>Uma chave aleatória será gerada pelo banco ao cadastrar.</p>
            ) : null}
            <div className={styles.footer}>
              <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" variant="primary" disabled={empty || busy} aria-busy={create.isPending}>
                {create.isPending ? 'Cadastrando…' : 'Cadastrar'}
              </Button>
            </div>
          </form>
        ) : null}
        {state.step === 'otp' ? (
          <form className={styles.form} onSubmit={submitCode} noValidate>
            <p className={styles.muted}>
              Enviamos um código por SMS para {formatPixKey('phone', state.phone)}. Digite-o para confirmar a
              chave.
            </p>
            <TextField
              label="Código"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                setCodeError(null);
              }}
              error={codeError}
            />
            <div className={styles.footer}>
              <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="primary"
                disabled={code.length === 0 || busy}
                aria-busy={confirm.isPending}
              >
                {confirm.isPending ? 'Confirmando…' : 'Confirmar'}
              </Button>
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
