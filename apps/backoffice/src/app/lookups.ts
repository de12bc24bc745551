import { type BalcaoClients, isApiError, unwrap } from '@balcao/client';
import { complementFromPostalLookup } from '@balcao/domain/documents';

/**
 * The public lookups the customer and sub-seller forms share: the company of a CNPJ (prefills name
 * and address) and the address of a CEP (§7 'a public postal-code lookup service').
 */

export type Company = NonNullable<Awaited<ReturnType<typeof lookupCompany>>>;

/** The company of a CNPJ, or null when the lookup knows none (404) or refuses it (400). */
export async function lookupCompany(clients: BalcaoClients, cnpj: string) {
  try {
    return await unwrap(
      clients.core.GET('/public/companies/{document}', { params: { path: { document: cnpj } } }),
    );
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** A company's address as the forms' address fields hold it (country written by the caller). */
export function companyAddress(company: Company) {
  const { address } = company;
  return {
    zipCode: address.zipCode,
    street: address.street,
    number: address.number,
    complement: address.complement ?? '',
    district: address.district,
    city: address.city,
    state: address.state,
  };
}

export interface PostalAddress {
  street: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

/** The address of a CEP, or null when it does not exist or is malformed ('Cep inválido.'). */
export async function lookupPostalCode(clients: BalcaoClients, cep: string): Promise<PostalAddress | null> {
  try {
    const found = await unwrap(
      clients.core.GET('/public/postal-codes/{cep}/json', { params: { path: { cep } } }),
    );
    if (found.erro) return null;
    return {
      street: found.logradouro,
      // A street range ('de 612 a 1510 - lado par') is the CEP's, not the address's: never filled.
      complement: complementFromPostalLookup(found.complemento),
      district: found.bairro,
      city: found.localidade,
      state: found.uf,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return null;
    throw error;
  }
}
