/** The address columns that customers and sub-sellers store alike. */
export interface AddressColumns {
  zip_code: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  country: string;
}

/** The address as the payment document answers it, for any row carrying the address columns. */
export function toAddress(row: AddressColumns) {
  return {
    zipCode: row.zip_code,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}

/** The address fields in the forms' words, for refusals that name the field ('CEP: …'). */
export const ADDRESS_FIELD_LABELS = {
  zipCode: 'CEP',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  country: 'País',
} as const;
