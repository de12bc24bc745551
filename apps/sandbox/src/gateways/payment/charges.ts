import type { payment } from '@balcao/client';
import { deleteCharge, payChargeManually } from '../../areas/charges/actions';
import { automationRefundBalance, requestAutomationRefund } from '../../areas/charges/automation-refunds';
import { createCancellationLetter } from '../../areas/charges/cancellation-letters';
import { requestChargeback } from '../../areas/charges/chargebacks';
import { dashboardCharges, dashboardChart } from '../../areas/charges/dashboard';
import { getCharge, getChargeSplit, getChargeStatement } from '../../areas/charges/detail';
import { createDirectCharge } from '../../areas/charges/direct';
import { listCharges } from '../../areas/charges/list';
import { listPosRefunds, requestPosRefund } from '../../areas/charges/pos-refunds';
import { refundCharge, refundEligibility } from '../../areas/charges/refunds';
import { rescheduleCharge } from '../../areas/charges/reschedule';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

export const chargesHandlers: Pick<
  Handlers<Ops>,
  | 'listCharges'
  | 'listDashboardCharges'
  | 'getCharge'
  | 'createCharge'
  | 'rescheduleCharge'
  | 'deleteCharge'
  | 'payChargeManually'
  | 'getChargeSplit'
  | 'getRefundEligibility'
  | 'refundCharge'
  | 'getAutomationRefundBalance'
  | 'requestAutomationRefund'
  | 'getChargeStatement'
  | 'getSellerDashboard'
  | 'requestChargeback'
  | 'listPosRefunds'
  | 'requestPosRefund'
  | 'createCancellationLetter'
> = {
  listCharges: ({ query, ...input }, { db, clock }) =>
    listCharges(db, clock, callerOf(input), {
      ...query,
      page: query.page ?? 0,
      size: query.size ?? 10,
      sort: query.sort ?? 'expirationDate,DESC',
    }),
  listDashboardCharges: ({ query, ...input }, { db, clock }) =>
    dashboardCharges(db, clock, callerOf(input), {
      ...query,
      status: query.status ?? 'ALL',
      size: query.size ?? 1000,
      sort: query.sort ?? 'date,DESC',
    }),
  getCharge: ({ params, ...input }, { db, clock }) => getCharge(db, clock, callerOf(input), params.id),
  createCharge: ({ body, ...input }, { db, clock }) => createDirectCharge(db, clock, callerOf(input), body),
  rescheduleCharge: ({ params, body, ...input }, { db, clock }) =>
    rescheduleCharge(db, clock, callerOf(input), params.id, body),
  deleteCharge: async ({ params, ...input }, { db, clock }) => {
    await deleteCharge(db, clock, callerOf(input), params.id);
    return undefined;
  },
  payChargeManually: ({ params, body, ...input }, { db, clock }) =>
    payChargeManually(db, clock, callerOf(input), params.id, body.uuidCharge),
  getChargeSplit: ({ params, ...input }, { db, clock }) =>
    getChargeSplit(db, clock, callerOf(input), params.id),
  getRefundEligibility: ({ params, query, ...input }, { db, clock }) =>
    refundEligibility(db, clock, callerOf(input), params.id, query.refundAmount),
  refundCharge: ({ params, body, ...input }, { db, clock }) =>
    refundCharge(db, clock, callerOf(input), params.id, body),
  getAutomationRefundBalance: ({ query, ...input }, { db, clock }) =>
    automationRefundBalance(db, clock, callerOf(input), query.uuid),
  requestAutomationRefund: ({ query, body, ...input }, { db, clock }) =>
    requestAutomationRefund(db, clock, callerOf(input), query.uuid, body),
  getChargeStatement: ({ params, ...input }, { db, clock }) =>
    getChargeStatement(db, clock, callerOf(input), params.id),
  getSellerDashboard: ({ query, ...input }, { db, clock }) =>
    dashboardChart(db, clock, callerOf(input), query),
  requestChargeback: ({ params, body, ...input }, { db, clock }) =>
    requestChargeback(db, clock, callerOf(input), params.id, body),
  listPosRefunds: ({ params, ...input }, { db, clock }) =>
    listPosRefunds(db, clock, callerOf(input), params.id),
  requestPosRefund: ({ params, body, ...input }, { db, clock }) =>
    requestPosRefund(db, clock, callerOf(input), params.id, body),
  // The letter is served by the sandbox itself, at the origin the app reaches it by.
  createCancellationLetter: ({ body, ...input }, { db, clock }) =>
    createCancellationLetter(db, clock, callerOf(input), body, input.gatewayUrl),
};
