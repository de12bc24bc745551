import {
  fillNotificationMessage,
  LATE_NOTICE_HINT,
  NOTIFICATION_ACTIVATED_MESSAGE,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_DEACTIVATED_MESSAGE,
  NOTIFICATION_MOMENT_LABELS,
  NOTIFICATION_MOMENTS,
  type NotificationMethod,
} from '@balcao/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Switch, useToast } from '../../ui';
import {
  type NotificationSettings,
  type NotificationSwitch,
  setNotificationActive,
  storeSettings,
} from './api';
import * as styles from './notification-settings.css';

/** How the message reads on the screen: the placeholders as the customer will see them filled. */
const EXAMPLE = {
  cliente: 'Maria',
  descricao: 'Pedido 123',
  valor: 'R$ 150,00',
  vencimento: '10/05/2027',
  link: '(link da cobrança)',
};

function ChannelSwitch({
  item,
  disabled,
  label,
}: {
  item: NotificationSwitch;
  disabled: boolean;
  label: string;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  async function flip() {
    if (sending) return;
    setSending(true);
    try {
      storeSettings(queryClient, clients, await setNotificationActive(clients, item.type, !item.active));
      toast.success(item.active ? NOTIFICATION_DEACTIVATED_MESSAGE : NOTIFICATION_ACTIVATED_MESSAGE);
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
    } finally {
      setSending(false);
    }
  }
  return (
    <label className={styles.switchLabel}>
      <Switch
        checked={item.active}
        disabled={disabled}
        busy={sending}
        aria-label={label}
        onCheckedChange={() => void flip()}
      />
      {NOTIFICATION_CHANNEL_LABELS[item.channel]}
    </label>
  );
}

/**
 * One payment method's tab (§2, §4): for each moment of a charge, its message and a switch per channel,
 * all disabled while the all-notifications switch is off.
 */
export function MethodPanel({
  settings,
  method,
}: {
  settings: NotificationSettings;
  method: NotificationMethod;
}) {
  const ofMethod = settings.notifications.filter((n) => n.paymentMethod === method);
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{LATE_NOTICE_HINT}</p>
      <ul className={styles.moments}>
        {NOTIFICATION_MOMENTS.map((moment) => {
          const items = ofMethod.filter((n) => n.moment === moment);
          const message = items[0]?.message ?? '';
          return (
            <li key={moment} className={styles.moment}>
              <div className={styles.momentHeader}>
                <h3 className={styles.momentTitle}>{NOTIFICATION_MOMENT_LABELS[moment]}</h3>
                <div className={styles.channels}>
                  {items.map((item) => (
                    <ChannelSwitch
                      key={item.type}
                      item={item}
                      disabled={!settings.activeAllNotifications}
                      label={`${NOTIFICATION_CHANNEL_LABELS[item.channel]}: ${NOTIFICATION_MOMENT_LABELS[moment]}`}
                    />
                  ))}
                </div>
              </div>
              <p className={styles.message}>
                {fillNotificationMessage(message, { ...EXAMPLE, empresa: settings.name })}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
