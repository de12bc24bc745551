import {
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_FIRST_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_STEP,
} from '../common/constants';

/** §2.7: the bell's badge text; null when there is nothing unread, so no badge is drawn. */
export function notificationBadgeLabel(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(unread));
}

/**
 * §4.4: the panel asks for one growing page instead of page numbers: 10 items first, then 2 more
 * on each further load (`loads` counts the loads already made).
 */
export function notificationPageSize(loads: number): number {
  return NOTIFICATION_FIRST_PAGE_SIZE + NOTIFICATION_PAGE_SIZE_STEP * Math.max(0, Math.floor(loads));
}
