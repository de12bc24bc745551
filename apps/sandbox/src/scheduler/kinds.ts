/**
 * The kinds of job the scheduler knows, each the name of a row in the jobs table (migrations add the sweeps'
 * rows). Rules wake them with `wakeJob`; each area's `jobs.ts` says what its do
 * (`areas/jobs.ts` lists them all).
 */
export const JOB_KINDS = {
  /** Issues subscriptions' charges 15 days before they fall due. */
  subscriptionBilling: 'subscription-billing',
  /** Charges card subscriptions on their due date and retries a declined one after 1, 3 and 5 days. */
  subscriptionCardRenewal: 'subscription-card-renewal',
  /** The card machine confirms a 'Venda Física' refund 10 minutes after it was asked. */
  posRefundSettlement: 'pos-refund-settlement',
  /** The city hall authorizes an invoice 20 seconds after it was sent. */
  invoiceAuthorization: 'invoice-authorization',
  /** The provider validates a sub-seller's bank account 5 minutes after it was sent. */
  subSellerRegistration: 'sub-seller-registration',
  /** Captures a scheduled payment link's card purchase on its scheduled date. */
  paymentLinkCapture: 'payment-link-capture',
  /** Sends the customers' reminders on their days and the 'paid' message of each payment. */
  paymentReminders: 'payment-reminders',
  /** Sends the webhook deliveries that are due, and retries failed ones with backoff for 24 h. */
  webhookDelivery: 'webhook-delivery',
  /** Reports each charge that fell late (charge.late) to the seller's webhooks, once. */
  webhookLateCharges: 'webhook-late-charges',
  /** Executes the withdrawals (repasses) whose next banking day has come. */
  transferExecution: 'transfer-execution',
  /** Executes the anticipations whose banking day has come (status and e-mail; the ledger moved on request). */
  anticipationExecution: 'anticipation-execution',
  /** Builds the reports asked at /reports and delivers each CSV to its recipient's outbox. */
  reportGeneration: 'report-generation',
  /** The card issuer issues each new card (number, CVV, expiry) a few seconds after it was asked. */
  cardIssuance: 'card-issuance',
  /** Closes card invoices after their end date and makes unpaid ones OVERDUE after their due date. */
  cardInvoiceCycle: 'card-invoice-cycle',
  /** The KYC analysis of a PJ account activation, 5 minutes after it was sent: ACTIVE or FAILED. */
  bankAccountKyc: 'bank-account-kyc',
  /** Applies each Pix limit increase once its 24 hours have passed (a decrease needs no job). */
  pixLimitIncrease: 'pix-limit-increase',
  /** Executes the approved payments of /pagamentos on their date (balance, Pix limit) and expires unapproved ones. */
  payableExecution: 'payable-execution',
  /** Settles the treasury's invest, redeem and withdraw a few seconds after they were accepted. */
  treasurySettlement: 'treasury-settlement',
  /** Credits each treasury application its percentage of the day's CDI on every business day morning. */
  treasuryYield: 'treasury-yield',
} as const;

/** A job's kind: `JOB_HANDLERS` must have one handler per kind, so a missing one fails to compile. */
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];
