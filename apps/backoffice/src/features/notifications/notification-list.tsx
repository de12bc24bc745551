import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import {
  markNotificationRead,
  NOTIFICATIONS_FAILED,
  notificationChargePath,
  notificationDownloadUrl,
  notificationQueries,
} from './api';
import * as styles from './notifications.css';

/**
 * The drawer's list: loads when opened, then 2 more each time the last item scrolls into view
 * (§4.4). Opening an item marks it read and goes to its charge.
 */
export function NotificationList({ onNavigate }: { onNavigate(): void }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [loads, setLoads] = useState(0);
  const panel = useQuery(notificationQueries.panel(clients, loads));
  const lastItem = useRef<HTMLLIElement | null>(null);
  const content = panel.data?.content ?? [];
  const hasMore = panel.data ? content.length < panel.data.totalElements : false;

  const markRead = useMutation({
    mutationFn: (id: number) => markNotificationRead(clients, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });

  useEffect(() => {
    if (panel.isError) toast.error(NOTIFICATIONS_FAILED);
  }, [panel.isError, toast]);

  useEffect(() => {
    const target = lastItem.current;
    if (!target || !hasMore || panel.isFetching) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLoads((count) => count + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, panel.isFetching]);

  if (panel.isPending) return <p className={styles.state}>Carregando</p>;
  if (content.length === 0) return <p className={styles.state}>Nenhuma notificação por aqui.</p>;

  return (
    <ul className={styles.list} aria-busy={panel.isFetching}>
      {content.map((notification, index) => {
        const download = notificationDownloadUrl(notification.variablesResponse);
        const href = download ?? notificationChargePath(notification.variablesResponse);
        const unread = notification.notifiedAt === null;
        return (
          <li key={notification.id} ref={index === content.length - 1 ? lastItem : undefined}>
            <a
              className={styles.item}
              href={href ?? '#'}
              {...(download ? { target: '_blank', rel: 'noreferrer', download: '' } : {})}
              onClick={(event) => {
                if (unread) markRead.mutate(notification.id);
                // A report's link is a file: the browser downloads it and the drawer stays.
                if (download) return;
                event.preventDefault();
                onNavigate();
                if (href) router.history.push(href);
              }}
            >
              {unread ? (
                <span className={styles.dot} role="img" aria-label="Não lida" />
              ) : (
                <span className={styles.noDot} />
              )}
              <span>
                <span className={styles.title}>{notification.title}</span>
                <span className={styles.message}>{notification.message}</span>
                <span className={styles.time}>{notification.timeDiff}</span>
              </span>
            </a>
          </li>
        );
      })}
      {panel.isFetching && !panel.isPending ? <li className={styles.state}>Carregando</li> : null}
    </ul>
  );
}
