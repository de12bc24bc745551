import {
  ALL_NOTIFICATIONS_OFF_WARNING,
  NOTIFICATION_METHOD_TABS,
  NOTIFICATION_METHODS,
  type NotificationMethod,
} from '@balcao/domain/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useServices } from '../../app/services';
import { notificationSettingsQueries } from './api';
import { IdentificationPanel } from './identification-panel';
import { MethodPanel } from './method-panel';
import * as styles from './notification-settings.css';

type TabKey = 'general' | NotificationMethod;

const TABS: { key: TabKey; label: string }[] = [
  { key: 'general', label: 'Informações gerais' },
  ...NOTIFICATION_METHODS.map((method) => ({ key: method, label: NOTIFICATION_METHOD_TABS[method] })),
];

/**
 * /notificacoes (§2 Settings): 'Informações gerais', 'Boleto', 'Pix' and 'Cartão de Crédito'; the warning
 * stays above every tab while all notifications are off.
 */
export function NotificationSettingsPage() {
  const { clients } = useServices();
  const id = useId();
  const { data: settings } = useSuspenseQuery(notificationSettingsQueries.settings(clients));
  const [current, setCurrent] = useState<TabKey>('general');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = TABS.findIndex((tab) => tab.key === current);
    const next = TABS[(at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setCurrent(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Notificações
      </h1>
      {settings.activeAllNotifications ? null : (
        <p role="status" className={styles.warning}>
          {ALL_NOTIFICATIONS_OFF_WARNING}
        </p>
      )}
      <div className={styles.card}>
        <div role="tablist" aria-label="Notificações" className={styles.tabs}>
          {TABS.map((tab) => (
            <button
              key={tab.key}
              id={`${id}-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={tab.key === current}
              aria-controls={`${id}-panel`}
              tabIndex={tab.key === current ? 0 : -1}
              className={styles.tab}
              onClick={() => setCurrent(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${current}`}>
          {current === 'general' ? (
            <IdentificationPanel settings={settings} />
          ) : (
            <MethodPanel settings={settings} method={current} />
          )}
        </div>
      </div>
    </section>
  );
}
