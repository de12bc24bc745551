import { seededRandom } from '@balcao/domain/common';
import { generateCpf } from '@balcao/domain/documents';

export const CUSTOMERS = '/payment/seller-clients';

/** A customer the sandbox accepts, unique by its CPF (valid check digits, drawn from a seed). */
export function newCustomer(seed: number, n: number) {
  const cpf = generateCpf(seededRandom(seed * 100_003 + n));
  return {
    cpf,
    body: {
      name: `Cliente Resiliência ${n}`,
      document: { documentNumber: cpf, documentNation: 'BR' },
      email: `cliente${n}@resiliencia.com.br`,
      countryCode: '+55',
      phone: '(51) 3221-7788',
      useSellerAddress: true,
    },
  };
}
