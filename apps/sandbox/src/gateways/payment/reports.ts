import type { payment } from '@balcao/client';
import { sendChargeReport } from '../../areas/charges/report';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const reportsHandlers: Pick<Handlers<payment.operations>, 'sendChargeReport'> = {
  sendChargeReport: ({ body, ...input }, { db, clock }) =>
    sendChargeReport(db, clock, callerOf(input), body, input.gatewayUrl),
};
