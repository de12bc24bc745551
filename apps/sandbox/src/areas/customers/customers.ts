import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_DUPLICATE_DOCUMENT_MESSAGE,
  type CustomerCreateFormInput,
  customerAddressSchema,
  customerCreateSchema,
  customerDocumentOf,
  customerIdentificationSchema,
  customerSearchKey,
  onlyDigits,
} from '@balcao/domain/customers';
import { normalizeDocument } from '@balcao/domain/documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound, ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';
import { queryPage } from '../shared/page';
import {
  type AddressInput,
  addressForm,
  type Customer,
  type CustomerAddress,
  type CustomerCreateRequest,
  type CustomerIdentificationRequest,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSummary,
  cleanAddress,
  identificationForm,
  type Row,
  toCustomer,
  toSummary,
  validate,
} from './model';

export type * from './model';

/** The sort and search key of names, as the app's picker computes it. */
export const searchKey = customerSearchKey;

/** A LIKE pattern that finds `text` anywhere, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SUMMARY_COLUMNS =
  'id, name, fantasy_name, document_number, document_type, document_nation, email, country_code, phone';

export async function listCustomers(
  db: Db,
  _clock: Clock,
  caller: Caller,
  query: CustomerListQuery,
): Promise<CustomerPage> {
  const where = ['seller_id = $1'];
  const params: unknown[] = [caller.sellerId];
  const add = (condition: (n: number) => string, value: string) => {
    params.push(value);
    where.push(condition(params.length));
  };
  const name = searchKey(query.name ?? '');
  if (name) add((n) => `(name_key LIKE $${n} OR fantasy_name_key LIKE $${n})`, containing(name));
  const document = normalizeDocument(query.document ?? '');
  if (document) add((n) => `upper(document_number) LIKE $${n}`, containing(document));
  const email = (query.email ?? '').trim().toLowerCase();
  if (email) add((n) => `lower(email) LIKE $${n}`, containing(email));
  const direction = query.sort === 'name,DESC' ? 'DESC' : 'ASC';
  const filter = where.join(' AND ');
  return queryPage<Row, CustomerSummary>(
    db,
    {
      select: SUMMARY_COLUMNS,
      from: 'customers',
      where: filter,
      params,
      orderBy: `name_key ${direction}, id ${direction}`,
      page: query.page,
      size: query.size,
    },
    toSummary,
  );
}

/** Another seller's customer answers as one that does not exist: 404, and nothing about it leaks. */
async function ownRow(db: Db, caller: Caller, id: string, lock = false): Promise<Row> {
  const [row] = await db.query<Row>(
    `SELECT * FROM customers WHERE id = $1 AND seller_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound('Cliente não encontrado.');
  return row;
}

export async function getCustomer(db: Db, _clock: Clock, caller: Caller, id: string): Promise<Customer> {
  return toCustomer(await ownRow(db, caller, id));
}

/** 'Use my address': the seller's, as the company lookup knows its CNPJ. */
async function sellerAddress(db: Db, sellerId: number): Promise<CustomerAddress> {
  const [row] = await db.query<Record<string, string | null>>(
    `SELECT c.zip_code, c.street, c.number, c.complement, c.district, c.city, c.state
       FROM sellers s JOIN companies c ON c.cnpj = s.document WHERE s.id = $1`,
    [sellerId],
  );
  if (!row) throw badRequest('O endereço do seller não está cadastrado; informe o endereço do cliente.');
  return cleanAddress({
    zipCode: row.zip_code ?? '',
    street: row.street ?? '',
    number: row.number ?? '',
    complement: row.complement,
    district: row.district ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    country: 'BR',
  });
}

const duplicate = () => conflict(CUSTOMER_DUPLICATE_DOCUMENT_MESSAGE, 'DUPLICATE_DOCUMENT');

export async function createCustomer(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: CustomerCreateRequest,
): Promise<Customer> {
  const useSellerAddress = body.useSellerAddress ?? false;
  if (!useSellerAddress && !body.address)
    throw new ValidationErrors(['Endereço: Preenchimento obrigatório!']);
  const form: CustomerCreateFormInput = {
    ...identificationForm(body),
    useSellerAddress,
    address: addressForm(
      body.address ?? { zipCode: '', street: '', number: '', district: '', city: '', state: '', country: '' },
    ),
  };
  validate(customerCreateSchema, form);
  const document = customerDocumentOf(body.document.documentNation, body.document.documentNumber);
  const address = useSellerAddress ? await sellerAddress(db, caller.sellerId) : cleanAddress(body.address!);
  const now = clock.now().toISOString();
  const fantasyName = body.fantasyName?.trim() || null;
  const name = body.name.trim();
  const [row] = await db.query<Row>(
    `INSERT INTO customers (id, seller_id, name, name_key, fantasy_name, fantasy_name_key, document_number,
       document_type, document_nation, email, alternative_email, country_code, phone, zip_code, street, number,
       complement, district, city, state, country, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
     ON CONFLICT ON CONSTRAINT customers_document_unique DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      caller.sellerId,
      name,
      searchKey(name),
      fantasyName,
      fantasyName ? searchKey(fantasyName) : null,
      document.documentNumber,
      document.documentType,
      document.documentNation,
      body.email.trim(),
      body.alternativeEmail?.trim() || null,
      onlyDigits(body.countryCode),
      onlyDigits(body.phone),
      address.zipCode,
      address.street,
      address.number,
      address.complement,
      address.district,
      address.city,
      address.state,
      address.country,
      now,
    ],
  );
  if (!row) throw duplicate();
  return toCustomer(row);
}

export async function updateCustomer(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: CustomerIdentificationRequest,
): Promise<Customer> {
  const current = await ownRow(db, caller, id, true);
  validate(customerIdentificationSchema, identificationForm(body));
  const sent = customerDocumentOf(body.document.documentNation, body.document.documentNumber);
  if (sent.documentNumber !== current.document_number || sent.documentNation !== current.document_nation)
    throw badRequest('Documento: o documento do cliente não pode ser alterado.', 'DOCUMENT_READ_ONLY');
  const name = body.name.trim();
  const fantasyName = body.fantasyName?.trim() || null;
  const [row] = await db.query<Row>(
    `UPDATE customers SET name = $3, name_key = $4, fantasy_name = $5, fantasy_name_key = $6, email = $7,
       alternative_email = $8, country_code = $9, phone = $10, updated_at = $11
     WHERE id = $1 AND seller_id = $2 RETURNING *`,
    [
      id,
      caller.sellerId,
      name,
      searchKey(name),
      fantasyName,
      fantasyName ? searchKey(fantasyName) : null,
      body.email.trim(),
      body.alternativeEmail?.trim() || null,
      onlyDigits(body.countryCode),
      onlyDigits(body.phone),
      clock.now().toISOString(),
    ],
  );
  return toCustomer(row!);
}

export async function updateCustomerAddress(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: AddressInput,
): Promise<Customer> {
  await ownRow(db, caller, id, true);
  validate(customerAddressSchema, addressForm(body));
  const address = cleanAddress(body);
  const [row] = await db.query<Row>(
    `UPDATE customers SET zip_code = $3, street = $4, number = $5, complement = $6, district = $7, city = $8,
       state = $9, country = $10, updated_at = $11
     WHERE id = $1 AND seller_id = $2 RETURNING *`,
    [
      id,
      caller.sellerId,
      address.zipCode,
      address.street,
      address.number,
      address.complement,
      address.district,
      address.city,
      address.state,
      address.country,
      clock.now().toISOString(),
    ],
  );
  return toCustomer(row!);
}
