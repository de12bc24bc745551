import type { payment } from '@balcao/client';
import { listReports, requestReport } from '../../areas/reports/requests';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const reportRequestsHandlers: Pick<Handlers<payment.operations>, 'requestReport' | 'listReports'> = {
  requestReport: ({ body, ...input }, { db, clock }) => requestReport(db, clock, callerOf(input), body),
  listReports: (input, { db }) => listReports(db, callerOf(input), input.query),
};
