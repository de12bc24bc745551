import type { JobHandler } from '../scheduler/jobs';
import { JOB_KINDS, type JobKind } from '../scheduler/kinds';
import { anticipationExecutionJob } from './anticipations/jobs';
import { bankAccountKycJob } from './bank-accounts/jobs';
import { cardInvoiceCycleJob, cardIssuanceJob } from './cards/jobs';
import { posRefundSettlementJob } from './charges/jobs';
import { invoiceAuthorizationJob } from './invoices/jobs';
import { paymentRemindersJob } from './notification-settings/jobs';
import { payableExecutionJob } from './payables/jobs';
import { paymentLinkCaptureJob } from './payment-links/jobs';
import { pixLimitIncreaseJob } from './pix-limits/jobs';
import { reportGenerationJob } from './reports/jobs';
import { subSellerRegistrationJob } from './sub-sellers/jobs';
import { subscriptionBillingJob, subscriptionCardRenewalJob } from './subscriptions/jobs';
import { transferExecutionJob } from './transfers/jobs';
import { treasurySettlementJob, treasuryYieldJob } from './treasury/jobs';
import { webhookDeliveryJob, webhookLateChargesJob } from './webhooks/jobs';

/**
 * Every kind of job the areas run, by the name its row has in the jobs table (each area's `jobs.ts`). Keyed
 * by `JobKind`: a kind without its handler is a compile error here, not a job that fails when it runs.
 */
export const JOB_HANDLERS: Readonly<Record<JobKind, JobHandler>> = {
  [JOB_KINDS.subscriptionBilling]: subscriptionBillingJob,
  [JOB_KINDS.subscriptionCardRenewal]: subscriptionCardRenewalJob,
  [JOB_KINDS.posRefundSettlement]: posRefundSettlementJob,
  [JOB_KINDS.invoiceAuthorization]: invoiceAuthorizationJob,
  [JOB_KINDS.subSellerRegistration]: subSellerRegistrationJob,
  [JOB_KINDS.paymentLinkCapture]: paymentLinkCaptureJob,
  [JOB_KINDS.paymentReminders]: paymentRemindersJob,
  [JOB_KINDS.webhookDelivery]: webhookDeliveryJob,
  [JOB_KINDS.webhookLateCharges]: webhookLateChargesJob,
  [JOB_KINDS.transferExecution]: transferExecutionJob,
  [JOB_KINDS.anticipationExecution]: anticipationExecutionJob,
  [JOB_KINDS.reportGeneration]: reportGenerationJob,
  [JOB_KINDS.cardIssuance]: cardIssuanceJob,
  [JOB_KINDS.cardInvoiceCycle]: cardInvoiceCycleJob,
  [JOB_KINDS.bankAccountKyc]: bankAccountKycJob,
  [JOB_KINDS.pixLimitIncrease]: pixLimitIncreaseJob,
  [JOB_KINDS.payableExecution]: payableExecutionJob,
  [JOB_KINDS.treasurySettlement]: treasurySettlementJob,
  [JOB_KINDS.treasuryYield]: treasuryYieldJob,
};
