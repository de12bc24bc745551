import type { banking } from '@balcao/client';
import { CSV_CONTENT_TYPE } from '@balcao/domain/reports';
import { exportActivityLog, listActivityLog } from '../../areas/activity-log/read';
import { callerOf, FileAnswer } from '../../http/operation';
import type { Handlers } from '../types';

export const activityLogHandlers: Pick<
  Handlers<banking.operations>,
  'listActivityLog' | 'exportActivityLog'
> = {
  listActivityLog: (input, { db, clock }) => listActivityLog(db, clock, callerOf(input), input.query),
  exportActivityLog: async (input, { db, clock }) => {
    const { csv, filename } = await exportActivityLog(db, clock, callerOf(input), input.query);
    return new FileAnswer(CSV_CONTENT_TYPE, csv, filename);
  },
};
