import type { core } from '@balcao/client';
import { isValidCnpj, normalizeDocument } from '@balcao/domain/documents';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../errors';

type Schemas = core.components['schemas'];
export type PostalAddress = Schemas['PostalAddress'];
type PostalAddressFound = Schemas['PostalAddressFound'];
export type Company = Schemas['Company'];

/** As the public CEP service answers: the address, or `{ erro: true }` for a well-formed unknown CEP. */
export async function postalCode(db: Db, cep: string): Promise<PostalAddress> {
  const digits = cep.replace(/\D/g, '');
  const [row] = await db.query<PostalAddressFound>(
    'SELECT cep, logradouro, complemento, bairro, localidade, uf FROM postal_codes WHERE cep = $1',
    [digits],
  );
  if (!row) return { erro: true };
  return { ...row, cep: `${digits.slice(0, 5)}-${digits.slice(5)}` };
}

/** Company data by CNPJ, numeric or alphanumeric, with or without punctuation. */
export async function companyByCnpj(db: Db, document: string): Promise<Company> {
  if (!isValidCnpj(document)) throw badRequest('CNPJ inválido.', 'INVALID_CNPJ');
  const [row] = await db.query<Record<string, string | null>>('SELECT * FROM companies WHERE cnpj = $1', [
    normalizeDocument(document),
  ]);
  if (!row) throw notFound('Empresa não encontrada para este CNPJ.');
  return {
    cnpj: row.cnpj!,
    companyName: row.company_name!,
    fantasyName: row.fantasy_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    // The seed writes only the four situations the contract names.
    status: row.status as Company['status'],
    address: {
      zipCode: row.zip_code!,
      street: row.street!,
      number: row.number!,
      complement: row.complement ?? null,
      district: row.district!,
      city: row.city!,
      state: row.state!,
    },
  };
}
