import type { payment } from '@balcao/client';

// The payment gateway's types (openapi/payment.yaml), named as integrators read them. Amounts are
// as on the wire: decimal reais in a `number` (149.9 is R$ 149,90), never cents; see the README.
type Schemas = payment.components['schemas'];
type Query<Operation extends keyof payment.operations> = NonNullable<
  payment.operations[Operation]['parameters']['query']
>;

export type Customer = Schemas['Customer'];
export type CustomerSummary = Schemas['CustomerSummary'];
export type CustomerPage = Schemas['CustomerPage'];
export type CustomerCreateParams = Schemas['CustomerCreateRequest'];
export type CustomerUpdateParams = Schemas['CustomerUpdateRequest'];
export type CustomerAddressParams = Schemas['CustomerAddressInput'];
/** The query of `GET /seller-clients`; `page` is where the iteration starts (zero-based). */
export type CustomerListParams = Query<'listCustomers'>;

export type SubSeller = Schemas['SubSeller'];
export type SubSellerSummary = Schemas['SubSellerSummary'];
export type SubSellerPage = Schemas['SubSellerPage'];
export type SubSellerCreateParams = Schemas['SubSellerCreateRequest'];
export type SubSellerUpdateParams = Schemas['SubSellerGeneralRequest'];
export type SubSellerAddressParams = Schemas['SubSellerAddressInput'];
export type SubSellerAccountParams = Schemas['SubSellerAccountInput'];
export type SubSellerContactParams = Schemas['SubSellerContactInput'];
/** The query of `GET /sellers/subseller`; `page` is where the iteration starts (zero-based). */
export type SubSellerListParams = Query<'listSubSellers'>;

export type Charge = Schemas['Charge'];
export type ChargeSummary = Schemas['ChargeSummary'];
export type ChargePage = Schemas['ChargePage'];
export type ChargeStatus = Schemas['ChargeStatus'];
export type ChargeSplitLine = Schemas['ChargeSplitLine'];
export type ChargeStatementLine = Schemas['ChargeStatementLine'];
/** The filters of `GET /charges`; `page` is where the iteration starts (zero-based). */
export type ChargeListParams = Query<'listCharges'>;
/** What `GET /charges/{id}/refunds/eligibility` answers, without its `data` wrapper. */
export type RefundEligibility = Schemas['RefundEligibility']['data'];
export type RefundEligibilityParams = Query<'getRefundEligibility'>;
/** What of a charge was paid, refunded and can still be refunded (the automation endpoint's balance). */
export type RefundBalance = Schemas['RefundBalance'];
export type RefundCreateParams =
  payment.operations['refundCharge']['requestBody']['content']['application/json'];
export type Refund = Schemas['ChargeRefundResult'];
export type SellerDashboard = Schemas['SellerDashboard'];
export type SellerDashboardParams = Query<'getSellerDashboard'>;
/** One receivable of the dashboard's list (`GET /charges/dashboard`). */
export type DashboardCharge = Schemas['DashboardChargeList']['content'][number];
export type DashboardChargeListParams = Query<'listDashboardCharges'>;

// Refund flows beside `charges.refunds` (payment.yaml, tag charges).
/** One attempt of a POS refund ('Venda Física'), newest first in the lists. */
export type PosRefundAttempt = Schemas['PosRefundAttempt'];
type PosRefundBody = payment.operations['requestPosRefund']['requestBody']['content']['application/json'];
/**
 * The body of `PATCH /charges/{id}/pos/refunds`: `value` in reais. `updated_by` must be the
 * signed-in user's e-mail, so the SDK fills it from the session when it is left out.
 */
export type PosRefundCreateParams = Omit<PosRefundBody, 'updated_by'> & {
  updated_by?: PosRefundBody['updated_by'];
};
/** The body of `POST /charges` ('Nova cobrança'): `value` in reais, `expirationDate` yyyy-MM-dd. */
export type ChargeCreateParams = Omit<Schemas['ChargeCreateRequest'], 'installments'> & {
  /** Card only, 1 to 21; 1 when left out. */
  installments?: number;
};
/** The body of `POST /charges/{id}/reschedule`: the new due date, and whether the late fees are waived. */
export type ChargeRescheduleParams = Omit<RescheduleBody, 'waiveLateFees'> & {
  /** Prorrogar without the fine and interest; false when left out. */
  waiveLateFees?: boolean;
};
type RescheduleBody = payment.operations['rescheduleCharge']['requestBody']['content']['application/json'];
export type ChargebackParams =
  payment.operations['requestChargeback']['requestBody']['content']['application/json'];
/** What `PATCH /charges/{id}/refund` answers, without its `data` wrapper. */
export type Chargeback = Schemas['ChargebackRequestResult']['data'];
/** What `POST /cartas/cancelamento` answers, without its `data` wrapper: the letter's public address. */
export type CancellationLetter = Schemas['CancellationLetter']['data'];

// Invoices (NFS-e) of a charge and the seller's invoice configuration (tag invoices).
export type Invoice = Schemas['Invoice'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
/** What `POST /charges/{id}/invoice-email` answers: the customer's e-mail the invoice went to. */
export type InvoiceEmailResult =
  payment.operations['sendChargeInvoiceEmail']['responses']['200']['content']['application/json'];
/** What `GET`/`PATCH /sellers/invoice-config` answer, without their `data` wrapper. */
export type InvoiceConfig = Schemas['InvoiceConfigResponse']['data'];
export type InvoiceConfigUpdateParams =
  payment.operations['updateInvoiceConfig']['requestBody']['content']['application/json'];

// The charges CSV report (tag reports).
export type ChargeReportParams =
  payment.operations['sendChargeReport']['requestBody']['content']['application/json'];
export type ChargeReportResult =
  payment.operations['sendChargeReport']['responses']['202']['content']['application/json'];

// The seller's balance (tag charges).
export type SellerBalance = Schemas['SellerBalance'];

// Subscriptions and plans, read only (tag subscriptions).
export type Subscription = Schemas['Subscription'];
export type SubscriptionSummary = Schemas['SubscriptionSummary'];
export type SubscriptionPage = Schemas['SubscriptionPage'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type SubscriptionCharge = Schemas['SubscriptionCharge'];
/** The filters of `GET /subscriptions`; `page` is where the iteration starts (zero-based). */
export type SubscriptionListParams = Query<'listSubscriptions'>;
export type Plan = Schemas['Plan'];
export type PlanPage = Schemas['PlanPage'];
/** A period's price: `value` for the period and `valuePerMonth`, both in reais. */
export type BasicValue = Schemas['BasicValue'];
export type Periodicity = Schemas['Periodicity'];
/** The filters of `GET /plans`; `page` is where the iteration starts (zero-based). */
export type PlanListParams = Query<'listPlans'>;
/** The edit of a subscription: plan, the period's value (reais) and the boleto description. */
export type SubscriptionUpdateParams = Schemas['SubscriptionUpdateRequest'];
/** A recurrence import: customer, plan, the period's value (reais), method and next due date. */
export type SubscriptionImportParams = Schemas['SubscriptionImportRequest'];
/** A plan's creation or edit: the three periodicities, each with its per-month figure and period value. */
export type PlanCreateParams = Schemas['PlanRequest'];
export type PlanUpdateParams = Schemas['PlanRequest'];

// The seller's checkout page (tag checkouts).
export type Checkout = Schemas['Checkout'];
export type CheckoutCreateParams = Schemas['CheckoutRequest'];
export type CheckoutUpdateParams = Schemas['CheckoutRequest'];
export type SubdomainCheck = Schemas['SubdomainCheck'];

export type PaymentLink = Schemas['PaymentLink'];
export type PaymentLinkPage = Schemas['PaymentLinkPage'];
export type PaymentLinkType = Schemas['PaymentLinkType'];
/** The body of a link's creation and of its edit (the edit keeps the type). */
export type PaymentLinkCreateParams = Schemas['PaymentLinkCreateRequest'];
export type PaymentLinkUpdateParams = Schemas['PaymentLinkCreateRequest'];
/** The query of `GET /payment-links`: `kind` is the tab; `page` is where the iteration starts. */
export type PaymentLinkListParams = Query<'listPaymentLinks'>;
export type InstallmentSimulation = Schemas['InstallmentSimulation'];
/** `amount` in reais; `maxInstallments` 1 to 21 (10 by default). */
export type InstallmentSimulationParams = Query<'simulatePaymentLinkInstallments'>;
export type SplitPreviewParams = Schemas['SplitPreviewRequest'];
export type SplitPreview = Schemas['SplitPreview'];
/** A sub-seller a link's split may pay, with its default division. */
export type SplitSubSeller = Schemas['SplitSubSeller'];
export type SplitSubSellerPage = Schemas['SplitSubSellerPage'];
export type SplitSubSellerListParams = Query<'listSplitSubSellers'>;
/** One part of a link's split: a sub-seller and a fixed amount (reais) or a percentage. */
export type SplitShare = Schemas['PaymentLinkSplitShare'];
/** The installments a seller's links may offer (`paymentLinks.settings()`). */
export type PaymentLinkSettings = Schemas['PaymentLinkSettings'];
/** One sub-seller's part of a link's split: a fixed value in reais or a percentage. */
export type PaymentLinkSplitShare = Schemas['PaymentLinkSplitShare'];
