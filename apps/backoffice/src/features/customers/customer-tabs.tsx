import { hasAnyRole, type Role } from '@balcao/domain/access';
import { CUSTOMER_RECEIVABLES_TAB_ROLES, CUSTOMER_SUBSCRIPTIONS_TAB_ROLES } from '@balcao/domain/customers';
import { type KeyboardEvent, useId, useState } from 'react';
import { useServices } from '../../app/services';
import { CustomerReceivables } from './customer-receivables';
import { CustomerSubscriptions } from './customer-subscriptions';
import * as styles from './customers.css';

type TabKey = 'subscriptions' | 'receivables';

/** §2 and §6: the customer page's tabs, each shown only to its roles (and only then loaded). */
const TABS: { key: TabKey; label: string; roles: readonly Role[] }[] = [
  { key: 'subscriptions', label: 'Assinaturas', roles: CUSTOMER_SUBSCRIPTIONS_TAB_ROLES },
  { key: 'receivables', label: 'Recebíveis', roles: CUSTOMER_RECEIVABLES_TAB_ROLES },
];

/** Assinaturas and Recebíveis under one tab bar; the first the user may see is open. */
export function CustomerTabs({ documentNumber }: { documentNumber: string }) {
  const { auth } = useServices();
  const id = useId();
  const visible = TABS.filter((tab) => hasAnyRole(auth.roles, tab.roles));
  const [chosen, setChosen] = useState<TabKey | null>(null);
  const current = visible.find((tab) => tab.key === chosen) ?? visible[0];
  if (!current) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = visible.indexOf(current);
    const next = visible[(at + (event.key === 'ArrowRight' ? 1 : visible.length - 1)) % visible.length];
    if (!next) return;
    setChosen(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <section className={styles.card} aria-label="Assinaturas e recebíveis do cliente">
      <div role="tablist" aria-label="Dados do cliente" className={styles.tabs}>
        {visible.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${current.key}`}>
        {current.key === 'subscriptions' ? (
          <CustomerSubscriptions documentNumber={documentNumber} />
        ) : (
          <CustomerReceivables documentNumber={documentNumber} />
        )}
      </div>
    </section>
  );
}
