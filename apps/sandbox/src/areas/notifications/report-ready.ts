import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { publishLive } from '../live/events';

export interface ReportReady {
  sellerId: number;
  /** Only the user who asked sees it: a report holds the seller's sales or its bank statement. */
  userId: number;
  title: string;
  message: string;
  /** The CSV attached to the e-mail in the outbox, from the configured gateway address. */
  downloadUrl: string;
  filename: string;
}

/** A report is ready (NOTIFICATION_REPORT_READY): the bell opens its download link. */
export async function notifyReportReady(db: Db, clock: Clock, report: ReportReady): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notifications (seller_id, user_id, type, title, message, variables, created_at)
     VALUES ($1, $2, 'NOTIFICATION_REPORT_READY', $3, $4, $5, $6) RETURNING id`,
    [
      report.sellerId,
      report.userId,
      report.title,
      report.message,
      JSON.stringify([
        { name: 'downloadUrl', value: report.downloadUrl },
        { name: 'fileName', value: report.filename },
      ]),
      clock.now().toISOString(),
    ],
  );
  if (row)
    await publishLive(db, {
      kind: 'notification.created',
      sellerId: report.sellerId,
      userId: report.userId,
      audience: 'listNotifications',
      data: { notificationId: row.id },
    });
}
