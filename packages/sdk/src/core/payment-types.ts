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
export type RefundCreateParams =
  payment.operations['refundCharge']['requestBody']['content']['application/json'];
export type Refund = Schemas['ChargeRefundResult'];
export type SellerDashboard = Schemas['SellerDashboard'];
export type SellerDashboardParams = Query<'getSellerDashboard'>;
/** One receivable of the dashboard's list (`GET /charges/dashboard`). */
export type DashboardCharge = Schemas['DashboardChargeList']['content'][number];
export type DashboardChargeListParams = Query<'listDashboardCharges'>;
