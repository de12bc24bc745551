import type { payment } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import { normalizeDocument } from '@balcao/domain/documents';
import {
  SUB_SELLER_REGISTRATION_SECONDS,
  subSellerAccountSchema,
  subSellerAddressSchema,
  subSellerContactSchema,
  subSellerGeneralSchema,
  subSellerPaymentValueFromWire,
} from '@balcao/domain/sub-sellers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { conflict, HttpError, notFound } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import {
  cleanAccount,
  cleanAddress,
  cleanContact,
  cleanGeneral,
  ROW_COLUMNS,
  type SubSeller,
  type SubSellerAccountsRequest,
  type SubSellerAddressRequest,
  type SubSellerContactsRequest,
  type SubSellerCreateRequest,
  type SubSellerGeneralRequest,
  type SubSellerRow,
  toSubSeller,
  toSummary,
} from './rows';
import { accountForm, addressForm, contactForm, documentTypeOf, generalForm, validate } from './validation';

/**
 * The sandbox's stand-in for the split provider: a bank account with this number is always refused
 * when its registration is processed (any bank, agency or digit). Every other account is accepted.
 */
export const ALWAYS_FAILING_ACCOUNT_NUMBER = '99999';

export type SubSellerPage = payment.components['schemas']['SubSellerPage'];

/** The list's query as the contract declares it; the gateway fills page, size and sort. */
export type SubSellerListQuery = QueryWithDefaults<
  payment.operations['listSubSellers'],
  'page' | 'size' | 'sort'
>;

const ORDER: Record<SubSellerListQuery['sort'], string> = {
  'name,ASC': 'search_name ASC, id ASC',
  'name,DESC': 'search_name DESC, id DESC',
  'createdAt,DESC': 'created_at DESC, id DESC',
};

export const searchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The provider's answer arrives about 5 minutes after the registration was sent: every registration due
 * by now (sandbox clock) is settled, by the scheduler's 'sub-seller-registration' sweep.
 */
export async function settleDueRegistrations(db: Db, clock: Clock): Promise<void> {
  await db.query(
    `UPDATE sub_sellers
        SET split_status = CASE WHEN account_number = $2 THEN 'FAILED' ELSE 'ACTIVE' END,
            updated_at = split_due_at, split_due_at = NULL
      WHERE split_status = 'PENDING' AND split_due_at <= $1`,
    [clock.now().toISOString(), ALWAYS_FAILING_ACCOUNT_NUMBER],
  );
}

/** Another seller's sub-seller answers as one that does not exist. */
async function ownRow(db: Db, caller: Caller, id: number, lock = true): Promise<SubSellerRow> {
  const [row] = await db.query<SubSellerRow>(
    `SELECT ${ROW_COLUMNS} FROM sub_sellers WHERE id = $1 AND seller_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound('Sub-vendedor não encontrado.');
  return row;
}

async function update(db: Db, clock: Clock, id: number, values: Record<string, unknown>): Promise<SubSeller> {
  const columns = Object.keys(values);
  const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
  const [row] = await db.query<SubSellerRow>(
    `UPDATE sub_sellers SET ${sets}, updated_at = $${columns.length + 2} WHERE id = $1 RETURNING ${ROW_COLUMNS}`,
    [id, ...Object.values(values), clock.now().toISOString()],
  );
  return toSubSeller(row!);
}

export async function listSubSellers(
  db: Db,
  caller: Caller,
  query: SubSellerListQuery,
): Promise<SubSellerPage> {
  const params: unknown[] = [caller.sellerId];
  let where = 'seller_id = $1';
  const filter = query.filter ?? '';
  if (searchKey(filter)) {
    // A term with a digit may be a CPF or CNPJ, typed with or without punctuation.
    const document = /\d/.test(filter) ? normalizeDocument(filter) : '';
    params.push(containing(searchKey(filter)), document ? containing(document) : null);
    where += ' AND (search_name LIKE $2 OR ($3::text IS NOT NULL AND document LIKE $3))';
  }
  const order = ORDER[query.sort];
  return queryPage(
    db,
    {
      select: ROW_COLUMNS,
      from: 'sub_sellers',
      where,
      params,
      orderBy: order,
      page: query.page,
      size: query.size,
    },
    toSummary,
  );
}

export async function getSubSeller(db: Db, caller: Caller, id: number): Promise<SubSeller> {
  return toSubSeller(await ownRow(db, caller, id, false));
}

export async function createSubSeller(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: SubSellerCreateRequest,
): Promise<SubSeller> {
  const documentType = await documentTypeOf(db, body.document);
  validate(
    ['general', subSellerGeneralSchema(businessToday(clock.now())), generalForm(body, documentType)],
    ['address', subSellerAddressSchema, addressForm(body.address)],
    ['account', subSellerAccountSchema, accountForm(body.account)],
    ['contact', subSellerContactSchema, contactForm(body.contact)],
  );
  const document = normalizeDocument(body.document);
  const values = {
    seller_id: caller.sellerId,
    document_type: documentType,
    document,
    ...cleanGeneral(body, documentType),
    payment_value: subSellerPaymentValueFromWire(body.paymentValue),
    ...cleanAddress(body.address),
    ...cleanAccount(body.account),
    ...cleanContact(body.contact),
    created_at: clock.now().toISOString(),
    updated_at: clock.now().toISOString(),
  };
  const columns = Object.keys(values);
  const [row] = await db.query<SubSellerRow>(
    `INSERT INTO sub_sellers (${columns.join(', ')}, search_name)
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1})
     ON CONFLICT (seller_id, document) DO NOTHING RETURNING ${ROW_COLUMNS}`,
    [...Object.values(values), searchKey(values.name)],
  );
  if (!row) throw conflict('Documento: Já existe um sub-vendedor com este documento.', 'DUPLICATE_DOCUMENT');
  return toSubSeller(row);
}

/** General data and the default split: the document stays as registered. */
export async function updateSubSeller(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  body: SubSellerGeneralRequest,
): Promise<SubSeller> {
  const row = await ownRow(db, caller, id);
  validate([
    'general',
    subSellerGeneralSchema(businessToday(clock.now())),
    generalForm(body, row.document_type),
  ]);
  const general = cleanGeneral(body, row.document_type);
  return update(db, clock, id, {
    ...general,
    search_name: searchKey(general.name),
    payment_value: subSellerPaymentValueFromWire(body.paymentValue),
  });
}

export async function updateSubSellerAddress(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  body: SubSellerAddressRequest,
): Promise<SubSeller> {
  await ownRow(db, caller, id);
  validate(['address', subSellerAddressSchema, addressForm(body)]);
  return update(db, clock, id, cleanAddress(body));
}

/**
 * New bank data must be registered again: whatever the registration said (validated, refused, in
 * progress), it goes back to INACTIVE until the next POST .../split.
 */
export async function updateSubSellerAccounts(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  body: SubSellerAccountsRequest,
): Promise<SubSeller> {
  const row = await ownRow(db, caller, id);
  validate(['account', subSellerAccountSchema, accountForm(body)]);
  const account = cleanAccount(body);
  const changed = Object.entries(account).some(
    ([column, value]) => row[column as keyof SubSellerRow] !== value,
  );
  return update(
    db,
    clock,
    id,
    changed ? { ...account, split_status: 'INACTIVE', split_due_at: null } : account,
  );
}

export async function updateSubSellerContacts(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  body: SubSellerContactsRequest,
): Promise<SubSeller> {
  await ownRow(db, caller, id);
  validate(['contact', subSellerContactSchema, contactForm(body)]);
  return update(db, clock, id, cleanContact(body));
}

/** 'Ativar' / 'Desativar': a deactivated sub-seller cannot be linked to new payment links. */
export async function setSubSellerActive(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  active: boolean,
): Promise<SubSeller> {
  await ownRow(db, caller, id);
  return update(db, clock, id, { is_active: active });
}

/** Sends the bank account to the provider: PENDING now, settled about 5 minutes later. */
export async function registerSubSellerSplit(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
): Promise<SubSeller> {
  const row = await ownRow(db, caller, id);
  if (row.split_status === 'PENDING')
    throw new HttpError(409, 'SPLIT_PENDING', 'O cadastro do sub-vendedor já está em processamento.');
  if (row.split_status === 'ACTIVE')
    throw new HttpError(409, 'SPLIT_ACTIVE', 'A conta bancária do sub-vendedor já está validada.');
  const due = new Date(clock.now().getTime() + SUB_SELLER_REGISTRATION_SECONDS * 1000);
  await wakeJob(db, JOB_KINDS.subSellerRegistration, due);
  return update(db, clock, id, { split_status: 'PENDING', split_due_at: due.toISOString() });
}
