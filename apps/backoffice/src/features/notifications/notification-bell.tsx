import { notificationBadgeLabel } from '@balcao/domain/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { Drawer, useToast } from '../../ui';
import { NOTIFICATIONS_FAILED, notificationQueries } from './api';
import { NotificationList } from './notification-list';
import * as styles from './notifications.css';

/** The top bar's bell (§2.7): unread count on mount, '9+' above 9, the drawer on click. */
export function NotificationBell() {
  const { clients } = useServices();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationQueries.unreadCount(clients));
  const quantity = unread.data?.quantity ?? 0;
  const badge = notificationBadgeLabel(quantity);

  useEffect(() => {
    if (unread.isError) toast.error(NOTIFICATIONS_FAILED);
  }, [unread.isError, toast]);

  return (
    <Drawer.Root open={open} onOpenChange={setOpen}>
      <Drawer.Trigger asChild>
        <button
          type="button"
          className={styles.bell}
          aria-label={quantity > 0 ? `Notificações, ${quantity} não lidas` : 'Notificações'}
        >
          <svg
            aria-hidden="true"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
            <path d="M13.7 21a2 2 0 0 1-3.4 0" />
          </svg>
          {badge ? (
            <span className={styles.badge} data-testid="notification-badge">
              {badge}
            </span>
          ) : null}
        </button>
      </Drawer.Trigger>
      <Drawer.Content title="Notificações" side="right">
        {open ? <NotificationList onNavigate={() => setOpen(false)} /> : null}
      </Drawer.Content>
    </Drawer.Root>
  );
}
