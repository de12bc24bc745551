import { BANK_AGENCY, NO_ACCOUNT_NUMBER } from '@balcao/domain/bank-account';
import {
  acceptsNewPixKey,
  copiesPixKey,
  formatPixKey,
  MAX_PIX_KEYS_PER_ACCOUNT,
  PIX_ACCOUNT_LABELS,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  type PixAccountType,
} from '@balcao/domain/pix';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { activeAccountOf, type BankAccount, type PixKey, pixKeyQueries } from './api';
import { KeyActions } from './key-actions';
import { type AccountChoice, NewKeyDialog } from './new-key-dialog';
import * as styles from './pix-keys.css';

/** /dados-conta 'Dados da Conta' (§2.3): the Pix keys of the conta corrente and the conta investimento. */
export function PixKeysPage() {
  const { clients, auth } = useServices();
  const { data: account } = useSuspenseQuery(pixKeyQueries.account(clients));
  const active = activeAccountOf(account);
  // The keys hang on the account's ids (the route's loader reads them after it): none before it opens.
  const accountIds = active ? [active.debitAccountId, active.investmentAccountId] : [];
  const [checking = [], investment = []] = useSuspenseQueries({
    queries: accountIds.map((id) => pixKeyQueries.list(clients, id)),
  }).map((query) => query.data);
  const [creating, setCreating] = useState(false);
  const mayCopy = copiesPixKey(auth.roles);

  const title = (
    <h1 id="account-data-title" className={styles.title}>
      Dados da Conta
    </h1>
  );
  if (!active)
    return (
      <section className={styles.page} aria-labelledby="account-data-title">
        {title}
        <BankDetails account={account} />
        <p role="alert" className={styles.notice}>
          {PIX_KEY_MESSAGES.accountNotConfigured}
        </p>
      </section>
    );

  const accounts: AccountChoice[] = [
    { type: 'CHECKING', id: active.debitAccountId, full: !acceptsNewPixKey(checking.length) },
    { type: 'INVESTMENT', id: active.investmentAccountId, full: !acceptsNewPixKey(investment.length) },
  ];
  return (
    <section className={styles.page} aria-labelledby="account-data-title">
      {title}
      <BankDetails account={active} />
      <div className={styles.card}>
        <div className={styles.header}>
          <div>
            <h2 className={styles.subtitle}>Chaves Pix</h2>
            <p className={styles.muted}>Até {MAX_PIX_KEYS_PER_ACCOUNT} chaves por conta.</p>
          </div>
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            disabled={accounts.every((choice) => choice.full)}
          >
            Nova Chave Pix
          </Button>
        </div>
        <KeyGroup type="CHECKING" keys={checking} mayCopy={mayCopy} />
        <KeyGroup type="INVESTMENT" keys={investment} mayCopy={mayCopy} />
      </div>
      {creating ? (
        <NewKeyDialog
          open
          onOpenChange={setCreating}
          accounts={accounts}
          sellerDocument={auth.session?.document ?? ''}
        />
      ) : null}
    </section>
  );
}

/** The agency and the checking account's number, '—' until the account opens (§9). */
function BankDetails({ account }: { account: BankAccount }) {
  return (
    <section className={styles.card} aria-labelledby="bank-details-title">
      <h2 id="bank-details-title" className={styles.subtitle}>
        Dados bancários
      </h2>
      <dl className={styles.bankDetails}>
        <div>
          <dt className={styles.muted}>Agência</dt>
          <dd>{account.agency || BANK_AGENCY}</dd>
        </div>
        <div>
          <dt className={styles.muted}>Conta</dt>
          <dd>{account.accountNumber ?? NO_ACCOUNT_NUMBER}</dd>
        </div>
      </dl>
    </section>
  );
}

function KeyGroup({ type, keys, mayCopy }: { type: PixAccountType; keys: PixKey[]; mayCopy: boolean }) {
  const headingId = `pix-keys-${type.toLowerCase()}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {PIX_ACCOUNT_LABELS[type]}
      </h3>
      {keys.length === 0 ? (
        <p className={styles.muted}>Nenhuma chave cadastrada.</p>
      ) : (
        <ul className={styles.keys} aria-label={`Chaves da ${PIX_ACCOUNT_LABELS[type]}`}>
          {keys.map((pixKey) => (
            <li key={pixKey.id} className={styles.key}>
              <span className={styles.keyType}>{PIX_KEY_TYPE_LABELS[pixKey.keyType]}</span>
              <span className={styles.keyText}>{formatPixKey(pixKey.keyType, pixKey.key)}</span>
              <KeyActions pixKey={pixKey} mayCopy={mayCopy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
