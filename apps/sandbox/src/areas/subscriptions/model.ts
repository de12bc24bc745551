import { centsToReais } from '@balcao/domain/money';
import type { Periodicity, SubscriptionStatus } from '@balcao/domain/subscriptions';
import { cents, reais } from '../../db/money';
import type { PaymentMethod } from '../charges/model';

/** The columns every subscription read selects (`s` subscriptions, `cu` customers, `p` plans). */
export const SUBSCRIPTION_COLUMNS = `
  s.id, s.customer_id, cu.name AS customer_name, cu.document_number AS customer_document,
  s.start_date::text AS start_date, p.title AS plan_title, s.plan_id, s.periodicity, s.value_cents,
  s.value_per_month_cents, s.status, s.payment_method, s.next_expiration_date::text AS next_expiration_date`;
export const SUBSCRIPTION_FROM = `subscriptions s JOIN customers cu ON cu.id = s.customer_id JOIN plans p ON p.id = s.plan_id`;

export interface SubscriptionRow {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_document: string;
  start_date: string;
  plan_title: string;
  plan_id: number;
  periodicity: Periodicity;
  value_cents: number | string | bigint;
  value_per_month_cents: number | string | bigint;
  status: SubscriptionStatus;
  payment_method: PaymentMethod;
  next_expiration_date: string | null;
}

export const basicValue = (
  type: Periodicity,
  value: number | string | bigint,
  perMonth: number | string | bigint,
) => ({
  type,
  value: reais(value),
  valuePerMonth: centsToReais(cents(perMonth)),
});

/** A row of the subscriptions list. */
export function subscriptionSummary(row: SubscriptionRow) {
  return {
    uuid: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerDocument: row.customer_document,
    startDate: row.start_date,
    titlePlan: row.plan_title,
    idPlan: row.plan_id,
    basicValue: basicValue(row.periodicity, row.value_cents, row.value_per_month_cents),
    status: row.status,
    paymentMethod: row.payment_method,
    expirationDate: row.next_expiration_date,
  };
}
