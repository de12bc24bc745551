import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import { APIResource } from '../core/resource';
import type { RequestOptions, Transport } from '../core/transport';

type Schemas = banking.components['schemas'];
/**
 * The business account (conta PJ), narrowed by `status`: `ACTIVE` with its checking and investment ids and
 * the account number, or not yet open (INACTIVE, PENDING, FAILED) with them null.
 */
export type BankAccount = Schemas['BankAccount'];
/** An open account: `debitAccountId`, `investmentAccountId` and `accountNumber` are set. */
export type BankAccountActive = Schemas['BankAccountActive'];
/** An account not yet open: INACTIVE, PENDING or FAILED, its ids and number null. */
export type BankAccountNotActive = Schemas['BankAccountNotActive'];
export type BankAccountStatus = Schemas['BankAccountStatus'];
export type BankAccountBalance = Schemas['BankAccountBalance'];
/** The activation as /ativar-pj shows it: status, the FAILED reason and the last submission. */
export type BankAccountActivation = Schemas['BankAccountActivation'];
export type BankAccountActivationParams = Schemas['BankAccountActivationRequest'];

/** The activation of the account (the three steps of /ativar-pj), for SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_CONFIG_NOTIFICATION. */
export class BankAccountActivationResource extends APIResource {
  /**
   * The status, `kycAnalysisResult` (why a FAILED account was refused) and `accountInput` (the last
   * submission, null if none).
   *
   * @example
   * const { status, kycAnalysisResult } = await balcao.bankAccount.activation.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<BankAccountActivation> {
    return this._get('banking', '/accounts/activation', {}, options);
  }

  /**
   * Sends the activation (the company, its address, partner A as `accountOwner` and first of
   * `naturalOwner`, the other partners by kind). The account becomes PENDING and the gateway's KYC
   * decides it later: ACTIVE, or FAILED with a reason (then it may be sent again). Refused with a
   * BadRequestError listing every problem in the form's words, or a ConflictError while PENDING or
   * ACTIVE. The idempotency key is kept across retries.
   *
   * @example
   * const { status } = await balcao.bankAccount.activation.submit(payload); // 'PENDING'
   */
  submit(params: BankAccountActivationParams, options?: RequestOptions): APIPromise<BankAccountActivation> {
    return this._post('banking', '/accounts/activation', { body: params }, options);
  }
}

/** The seller's business bank account. */
export class BankAccountResource extends APIResource {
  readonly activation: BankAccountActivationResource;

  /** @internal */
  constructor(transport: Transport) {
    super(transport);
    this.activation = new BankAccountActivationResource(transport);
  }

  /**
   * The account: `status` (INACTIVE, PENDING, FAILED or ACTIVE) and the account ids (null until ACTIVE).
   *
   * @example
   * const { status, debitAccountId } = await balcao.bankAccount.retrieve();
   */
  retrieve(options?: RequestOptions): APIPromise<BankAccount> {
    return this._get('banking', '/accounts', {}, options);
  }

  /**
   * Just the status.
   *
   * @example
   * if ((await balcao.bankAccount.status()) === 'ACTIVE') …
   */
  status(options?: RequestOptions): APIPromise<BankAccountStatus> {
    return mapData(this.retrieve(options), (account) => account.status);
  }

  /**
   * The checking account's balance in reais (`debitAccountAmount`). A ConflictError
   * (`ACCOUNT_NOT_ACTIVE`) when the account is not open.
   *
   * @example
   * const { debitAccountAmount } = await balcao.bankAccount.balance();
   */
  balance(options?: RequestOptions): APIPromise<BankAccountBalance> {
    return this._get('banking', '/accounts/balance', {}, options);
  }
}
