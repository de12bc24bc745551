import type { payment } from '@balcao/client';
import {
  createPaymentLink,
  deactivatePaymentLink,
  getPaymentLink,
  updatePaymentLink,
} from '../../areas/payment-links/links';
import { listPaymentLinks } from '../../areas/payment-links/list';
import {
  getPaymentLinkSettings,
  previewLinkSplit,
  simulateLinkInstallments,
} from '../../areas/payment-links/quotes';
import { listSplitSubSellers, updatePaymentLinkSplit } from '../../areas/payment-links/split-calls';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** The link's public page is served by the sandbox itself, so its url is the gateway's origin. */
export const paymentLinksHandlers: Pick<
  Handlers<Ops>,
  | 'listPaymentLinks'
  | 'createPaymentLink'
  | 'getPaymentLink'
  | 'updatePaymentLink'
  | 'deletePaymentLink'
  | 'simulatePaymentLinkInstallments'
  | 'previewPaymentLinkSplit'
  | 'getPaymentLinkSettings'
  | 'listSplitSubSellers'
  | 'updatePaymentLinkSplit'
> = {
  listPaymentLinks: ({ query, ...input }, { db, clock }) =>
    listPaymentLinks(
      db,
      clock,
      callerOf(input),
      {
        ...query,
        page: query.page ?? 0,
        size: query.size ?? 20,
        sort: query.sort ?? 'createdAt,DESC',
      },
      input.gatewayUrl,
    ),
  createPaymentLink: ({ body, ...input }, { db, clock }) =>
    createPaymentLink(db, clock, callerOf(input), body, input.gatewayUrl),
  getPaymentLink: ({ params, ...input }, { db, clock }) =>
    getPaymentLink(db, clock, callerOf(input), params.id, input.gatewayUrl),
  updatePaymentLink: ({ params, body, ...input }, { db, clock }) =>
    updatePaymentLink(db, clock, callerOf(input), params.id, body, input.gatewayUrl),
  deletePaymentLink: async ({ params, ...input }, { db, clock }) => {
    await deactivatePaymentLink(db, clock, callerOf(input), params.id);
    return undefined;
  },
  simulatePaymentLinkInstallments: ({ query, ...input }, { db, clock }) =>
    simulateLinkInstallments(db, clock, callerOf(input), {
      amount: query.amount,
      maxInstallments: query.maxInstallments ?? 10,
    }),
  previewPaymentLinkSplit: ({ body, ...input }, { db, clock }) =>
    previewLinkSplit(db, clock, callerOf(input), body),
  getPaymentLinkSettings: (input, { db, clock }) => getPaymentLinkSettings(db, clock, callerOf(input)),
  listSplitSubSellers: ({ query, ...input }, { db, clock }) =>
    listSplitSubSellers(db, clock, callerOf(input), {
      ...query,
      page: query.page ?? 0,
      size: query.size ?? 100,
    }),
  updatePaymentLinkSplit: ({ body, ...input }, { db, clock }) =>
    updatePaymentLinkSplit(db, clock, callerOf(input), body, input.gatewayUrl),
};
