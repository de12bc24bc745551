import { createMemorySessionStore, type SessionStore } from '@balcao/client';
import { BalcaoError } from './core/errors';
import { DEFAULT_MAX_RETRIES } from './core/retry-policy';
import { type Credentials, SignIn } from './core/sign-in';
import { Transport } from './core/transport';
import type { Session } from './core/types';
import { ActivityLog } from './resources/activity-log';
import { Anticipations } from './resources/anticipations';
import { ApiKeys } from './resources/api-keys';
import { Auth } from './resources/auth';
import { Balance } from './resources/balance';
import { BankAccountResource } from './resources/bank-account';
import { CancellationLetters } from './resources/cancellation-letters';
import { CardInvoices } from './resources/card-invoices';
import { Cards } from './resources/cards';
import { Charges } from './resources/charges';
import { Checkouts } from './resources/checkouts';
import { Customers } from './resources/customers';
import { Events } from './resources/events';
import { Features } from './resources/features';
import { InvoiceConfigs } from './resources/invoice-config';
import { Lookups } from './resources/lookups';
import { NotificationSettingsResource } from './resources/notification-settings';
import { Notifications } from './resources/notifications';
import { PaymentLinks } from './resources/payment-links';
import { PaymentSettings } from './resources/payment-settings';
import { Payments } from './resources/payments';
import { PixKeys } from './resources/pix-keys';
import { PixLimits } from './resources/pix-limits';
import { Plans } from './resources/plans';
import { Reports } from './resources/reports';
import { Seller } from './resources/seller';
import { Statement } from './resources/statement';
import { StepUp } from './resources/step-up';
import { SubSellers } from './resources/sub-sellers';
import { Subscriptions } from './resources/subscriptions';
import { Terms } from './resources/terms';
import { Transfers } from './resources/transfers';
import { Treasury } from './resources/treasury';
import { Users } from './resources/users';
import { WebhookEndpoints } from './resources/webhook-endpoints';
import { Webhooks } from './resources/webhooks';

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Everything is optional but `baseUrl`, so that new ways in (`apiKey` came so) are added beside
 * `credentials` without breaking anyone's constructor call.
 */
export interface BalcaoOptions {
  /** The gateway root, e.g. `http://localhost:4010` for the sandbox; the SDK adds `/core` and the like. */
  baseUrl: string;
  /** A user's sign-in, used on the first call that needs a session, and again if that session is lost. */
  credentials?: Credentials;
  /**
   * An API key (`bk_test_…`, created in Integração > Chaves API or with `apiKeys.create`): every call
   * goes out with it as the bearer, acting for the seller as an integration. Instead of `credentials`
   * and `session`, not beside them.
   */
  apiKey?: string;
  /**
   * A session to start from (no sign-in until it is lost), or a store to keep it in. Refresh tokens
   * rotate on every refresh, so a script that saves its session should pass a store, not a copy.
   */
  session?: Session | SessionStore;
  /** Retries of a failed call that is safe to repeat. Default 2; 0 turns retries off. */
  maxRetries?: number;
  /** Per request (each attempt, and the session refresh); 0 turns it off. Default 30 000. */
  timeoutMs?: number;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
}

function isSessionStore(value: unknown): value is SessionStore {
  const candidate = value as Partial<SessionStore> | null | undefined;
  return typeof candidate?.get === 'function' && typeof candidate.set === 'function';
}

function checkedBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl === 'string' && /^https?:\/\//i.test(baseUrl)) {
    try {
      new URL(baseUrl);
      return baseUrl.replace(/\/+$/, '');
    } catch {
      // Reported below with the same message.
    }
  }
  throw new BalcaoError('`baseUrl` must be an http(s) URL, e.g. http://localhost:4010.');
}

function checkedApiKey(options: BalcaoOptions): string | undefined {
  const { apiKey } = options;
  if (apiKey === undefined) return undefined;
  if (typeof apiKey !== 'string' || !/^\S+$/.test(apiKey))
    throw new BalcaoError('`apiKey` must be the key as created, e.g. bk_test_…, without spaces.');
  if (options.credentials !== undefined || options.session !== undefined)
    throw new BalcaoError(
      'Pass `apiKey` or `credentials`/`session`, not both: they are two different callers.',
    );
  return apiKey;
}

function checkedCount(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new BalcaoError(`\`${name}\` must be a number ≥ 0.`);
  return value;
}

/** The Balcão gateway, one resource per area: `balcao.notifications.list()`, `balcao.terms.accept()`. */
export class Balcao {
  readonly baseUrl: string;
  readonly maxRetries: number;
  readonly timeoutMs: number;

  readonly auth: Auth;
  readonly apiKeys: ApiKeys;
  readonly terms: Terms;
  readonly features: Features;
  readonly seller: Seller;
  readonly notifications: Notifications;
  readonly lookups: Lookups;
  readonly webhooks: Webhooks;
  readonly webhookEndpoints: WebhookEndpoints;
  /** The events of the last 30 days (what the webhooks were sent) and their replay. */
  readonly events: Events;
  readonly users: Users;
  readonly customers: Customers;
  readonly paymentLinks: PaymentLinks;
  readonly paymentSettings: PaymentSettings;
  readonly notificationSettings: NotificationSettingsResource;
  readonly subSellers: SubSellers;
  readonly charges: Charges;
  readonly cancellationLetters: CancellationLetters;
  readonly invoiceConfig: InvoiceConfigs;
  readonly reports: Reports;
  readonly balance: Balance;
  /** The financial page: balances, statement and future entries (banking gateway). */
  readonly statement: Statement;
  /** Withdrawals (repasses) of the available balance. */
  readonly transfers: Transfers;
  /** On-demand anticipation of receivables: simulate, confirm, history. */
  readonly anticipations: Anticipations;
  readonly subscriptions: Subscriptions;
  readonly plans: Plans;
  readonly checkouts: Checkouts;
  /** The business account (conta PJ): status, checking balance and its activation. */
  readonly bankAccount: BankAccountResource;
  /** Pix of the business account: `pix.keys` (its Pix keys), `pix.limits` (day and night transfer limits). */
  readonly pix: { readonly keys: PixKeys; readonly limits: PixLimits };
  /** Corporate credit cards: list, create, block, limits, statement; `reveal` keeps the number out of logs. */
  readonly cards: Cards;
  /** The cards' invoices by month, the due day and their payment (balance or Pix). */
  readonly cardInvoices: CardInvoices;
  /** The treasury (/tesouraria): balances, statements, CDI applications, invest, redeem, withdraw. */
  readonly treasury: Treasury;
  /** Accounts payable (/pagamentos): Pix and boleto payments, approval, cancel, favourites, PDF receipts. */
  readonly payments: Payments;
  /** Confirming who moves money: `confirm` for the `confirmation` option, and the administrator's settings. */
  readonly stepUp: StepUp;
  /** The activity log (BANKING_ADMIN): money movements, permission changes, confirmations; CSV too. */
  readonly activityLog: ActivityLog;

  constructor(options: BalcaoOptions) {
    this.baseUrl = checkedBaseUrl(options?.baseUrl);
    this.maxRetries = Math.floor(checkedCount('maxRetries', options.maxRetries, DEFAULT_MAX_RETRIES));
    this.timeoutMs = checkedCount('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS);
    const store = isSessionStore(options.session)
      ? options.session
      : createMemorySessionStore<Session>(options.session ?? null);
    const transport = new Transport({
      baseUrl: this.baseUrl,
      store,
      fetch: options.fetch,
      timeoutMs: this.timeoutMs,
      maxRetries: this.maxRetries,
      apiKey: checkedApiKey(options),
    });
    const signIn = new SignIn(transport, options.credentials);
    transport.useSessionGuard(signIn);

    this.auth = new Auth(signIn);
    this.apiKeys = new ApiKeys(transport);
    this.terms = new Terms(transport);
    this.features = new Features(transport);
    this.seller = new Seller(transport);
    this.notifications = new Notifications(transport);
    this.lookups = new Lookups(transport);
    this.webhooks = new Webhooks();
    this.webhookEndpoints = new WebhookEndpoints(transport);
    this.events = new Events(transport);
    this.users = new Users(transport);
    this.customers = new Customers(transport);
    this.paymentLinks = new PaymentLinks(transport);
    this.paymentSettings = new PaymentSettings(transport);
    this.notificationSettings = new NotificationSettingsResource(transport);
    this.subSellers = new SubSellers(transport);
    this.charges = new Charges(transport);
    this.cancellationLetters = new CancellationLetters(transport);
    this.invoiceConfig = new InvoiceConfigs(transport);
    this.reports = new Reports(transport);
    this.balance = new Balance(transport);
    this.statement = new Statement(transport);
    this.transfers = new Transfers(transport);
    this.anticipations = new Anticipations(transport);
    this.subscriptions = new Subscriptions(transport);
    this.plans = new Plans(transport);
    this.checkouts = new Checkouts(transport);
    this.bankAccount = new BankAccountResource(transport);
    this.pix = { keys: new PixKeys(transport), limits: new PixLimits(transport) };
    this.cards = new Cards(transport);
    this.cardInvoices = new CardInvoices(transport);
    this.treasury = new Treasury(transport);
    this.payments = new Payments(transport);
    this.stepUp = new StepUp(transport);
    this.activityLog = new ActivityLog(transport);
  }
}
