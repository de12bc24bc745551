import type { banking } from '@balcao/client';
import {
  confirmAnticipation,
  listAnticipations,
  simulateAnticipation,
} from '../../areas/anticipations/anticipations';
import { requestRevenueAnticipationContact } from '../../areas/anticipations/contact';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const anticipationsHandlers: Pick<
  Handlers<banking.operations>,
  | 'simulateAnticipation'
  | 'simulateAnticipationWithBody'
  | 'confirmAnticipation'
  | 'requestAnticipation'
  | 'listAnticipations'
  | 'requestRevenueAnticipationContact'
> = {
  simulateAnticipation: (input, { db, clock }) =>
    simulateAnticipation(db, clock, callerOf(input), input.query.amount),
  simulateAnticipationWithBody: ({ body, ...input }, { db, clock }) =>
    simulateAnticipation(db, clock, callerOf(input), body.amount),
  confirmAnticipation: ({ body, ...input }, { db, clock }) =>
    confirmAnticipation(db, clock, callerOf(input), body.amount),
  requestAnticipation: (input, { db, clock }) => confirmAnticipation(db, clock, callerOf(input), null),
  listAnticipations: (input, { db, clock }) => listAnticipations(db, clock, callerOf(input), input.query),
  requestRevenueAnticipationContact: ({ body, ...input }, { db, clock }) =>
    requestRevenueAnticipationContact(db, clock, callerOf(input), body),
};
