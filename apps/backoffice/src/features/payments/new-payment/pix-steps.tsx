import { obscureDocument } from '@balcao/domain/documents';
import { formatBRL } from '@balcao/domain/money';
import { filterPixFavorites, institutionNameByIspb, NEW_PAYMENT_MESSAGES } from '@balcao/domain/payables';
import { useState } from 'react';
import { CurrencyInput, TextField } from '../../../ui';
import * as styles from './new-payment.css';

export interface PixFavorite {
  id: string;
  recipientName: string;
  nickname?: string | null;
  pixKey: string;
}

/** Step 0 (§5): the amount as currency from the typed digits; the balance it may not exceed. */
export function PixAmountStep({
  amountCents,
  onChange,
  balanceCents,
  error,
}: {
  amountCents: number | null;
  onChange(cents: number | null): void;
  balanceCents: number | null;
  error: string | null;
}) {
  return (
    <div className={styles.form}>
      <CurrencyInput label="Valor" value={amountCents} onValueChange={onChange} error={error ?? undefined} />
      <p className={styles.muted} role="status">
        {balanceCents === null ? 'Carregando saldo…' : `Saldo disponível: ${formatBRL(balanceCents)}`}
      </p>
    </div>
  );
}

/**
 * Step 1: the key in any of §5's forms, or a favourite picked from the list (searched by name,
 * nickname or key). Eleven digits that are both a CPF and a mobile number ask which one is meant.
 */
export function PixKeyStep({
  keyText,
  onKeyChange,
  error,
  favorites,
  chosenFavoriteId,
  onPickFavorite,
  phoneAlternative,
  usePhone,
  onUsePhone,
}: {
  keyText: string;
  onKeyChange(text: string): void;
  error: string | null;
  favorites: readonly PixFavorite[];
  chosenFavoriteId: string | null;
  onPickFavorite(favorite: PixFavorite): void;
  phoneAlternative: string | null;
  usePhone: boolean;
  onUsePhone(usePhone: boolean): void;
}) {
  const [query, setQuery] = useState('');
  const found = filterPixFavorites(favorites, query);
  return (
    <div className={styles.form}>
      <TextField
        label="Chave Pix"
        value={keyText}
        autoComplete="off"
        hint="E-mail, CPF, CNPJ, celular com DDD ou chave aleatória"
        error={error ?? undefined}
        onChange={(event) => onKeyChange(event.target.value)}
      />
      {phoneAlternative ? (
        <fieldset className={styles.choiceList}>
          <legend className={styles.muted}>Esses números são um CPF e um celular. Qual é a chave?</legend>
          <label className={styles.checkbox}>
            <input type="radio" name="pix-key-kind" checked={!usePhone} onChange={() => onUsePhone(false)} />
            CPF
          </label>
          <label className={styles.checkbox}>
            <input type="radio" name="pix-key-kind" checked={usePhone} onChange={() => onUsePhone(true)} />
            Celular ({phoneAlternative})
          </label>
        </fieldset>
      ) : null}
      <section className={styles.form} aria-labelledby="pix-favorites-title">
        <h3 id="pix-favorites-title" className={styles.subtitle}>
          Favoritos
        </h3>
        <TextField
          label="Buscar favorito"
          type="search"
          value={query}
          placeholder="Nome, apelido ou chave"
          onChange={(event) => setQuery(event.target.value)}
        />
        {found.length === 0 ? (
          <p className={styles.muted}>{NEW_PAYMENT_MESSAGES.noFavorites}</p>
        ) : (
          <ul className={styles.favorites}>
            {found.map((favorite) => (
              <li key={favorite.id}>
                <button
                  type="button"
                  className={styles.favorite}
                  aria-pressed={favorite.id === chosenFavoriteId}
                  onClick={() => onPickFavorite(favorite)}
                >
                  <strong>
                    {favorite.recipientName}
                    {favorite.nickname ? ` (${favorite.nickname})` : ''}
                  </strong>
                  <span className={styles.muted}>{favorite.pixKey}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export interface PixRecipient {
  recipientName: string;
  recipientDocument: string;
  bankIspb: string;
  pixKey: string;
  amountCents: number;
}

/** The recipient the directory answered for the key, as the confirm step shows it. */
export function PixRecipientSummary({ recipient }: { recipient: PixRecipient }) {
  return (
    <>
      <p className={styles.amount}>{formatBRL(recipient.amountCents)}</p>
      <dl className={styles.summary}>
        <dt className={styles.term}>Beneficiário</dt>
        <dd className={styles.definition}>{recipient.recipientName}</dd>
        <dt className={styles.term}>CPF/CNPJ</dt>
        <dd className={styles.definition}>{obscureDocument(recipient.recipientDocument)}</dd>
        <dt className={styles.term}>Instituição</dt>
        <dd className={styles.definition}>{institutionNameByIspb(recipient.bankIspb)}</dd>
        <dt className={styles.term}>Chave Pix</dt>
        <dd className={styles.definition}>{recipient.pixKey}</dd>
      </dl>
    </>
  );
}
