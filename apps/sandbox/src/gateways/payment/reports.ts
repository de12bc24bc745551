import type { payment } from '@balcao/client';
import { callerOf } from '../../http/operation';
import { sendChargeReport } from '../../rules/charge-report';
import type { Handlers } from '../types';

export const reportsHandlers: Pick<Handlers<payment.operations>, 'sendChargeReport'> = {
  sendChargeReport: ({ body, ...input }, { db, clock }) =>
    sendChargeReport(db, clock, callerOf(input), body, input.gatewayUrl),
};
