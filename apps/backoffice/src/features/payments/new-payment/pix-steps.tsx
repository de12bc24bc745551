import { obscureDocument } from '@balcao/domain/documents';
import { formatBRL } from '@balcao/domain/money';
import { filterPixFavorites, institutionNameByIspb, NEW_PAYMENT_MESSAGES } from '@balcao/domain/payables';
import { useState } from 'react';
import { TextField } from '../../../ui';
import * as styles from './new-payment.css';
import type { NewPaymentForm } from './use-new-payment';

export interface PixFavorite {
  id: string;
  recipientName: string;
  nickname?: string | null;
  pixKey: string;
}

/** Step 0 (§5): the amount as currency from the typed digits; the balance it may not exceed. */
export function PixAmountStep({ form, balanceCents }: { form: NewPaymentForm; balanceCents: number | null }) {
  return (
    <div className={styles.form}>
      <form.AppField name="amountCents">{(field) => <field.MoneyField label="Valor" />}</form.AppField>
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
  form,
  favorites,
  chosenFavoriteId,
  phoneAlternative,
}: {
  form: NewPaymentForm;
  favorites: readonly PixFavorite[];
  chosenFavoriteId: string | null;
  phoneAlternative: string | null;
}) {
  // The search narrows the list on screen; it is not part of the payment.
  const [query, setQuery] = useState('');
  const found = filterPixFavorites(favorites, query);
  function pick(favorite: PixFavorite) {
    form.setFieldValue('keyText', favorite.pixKey);
    form.setFieldValue('favoriteId', favorite.id);
  }
  return (
    <div className={styles.form}>
      <form.AppField
        name="keyText"
        listeners={{
          // A key typed anew is no longer the favourite picked, nor the reading chosen for the last one.
          onChange: () => {
            form.setFieldValue('favoriteId', null, { dontUpdateMeta: true });
            form.setFieldValue('keyReading', 'CPF', { dontUpdateMeta: true });
          },
        }}
      >
        {(field) => (
          <field.TextField
            label="Chave Pix"
            autoComplete="off"
            hint="E-mail, CPF, CNPJ, celular com DDD ou chave aleatória"
          />
        )}
      </form.AppField>
      {phoneAlternative ? (
        <form.AppField name="keyReading">
          {(field) => (
            <field.RadioField
              look="inline"
              legend="Esses números são um CPF e um celular. Qual é a chave?"
              options={[
                { value: 'CPF', label: 'CPF' },
                { value: 'PHONE', label: `Celular (${phoneAlternative})` },
              ]}
            />
          )}
        </form.AppField>
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
                  onClick={() => pick(favorite)}
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
