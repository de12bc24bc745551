import { DEFAULT_NATION, PHONE_PREFIX } from '@balcao/domain/common';
import { onlyDigits } from '@balcao/domain/customers';
import { formatDocument } from '@balcao/domain/documents';
import { maskCellphone, maskPhone } from '@balcao/domain/forms';

/** '(11) 98765-4321' in Brazil, '+351 912345678' elsewhere. */
export function formatCustomerPhone(countryCode: string, phone: string): string {
  const digits = onlyDigits(phone);
  if (onlyDigits(countryCode) !== PHONE_PREFIX) return `+${onlyDigits(countryCode)} ${digits}`;
  return digits.length === 10 ? maskPhone(digits) : maskCellphone(digits);
}

/** CPF and CNPJ with their punctuation; a foreign document as it was typed. */
export function formatCustomerDocument(document: { documentNumber: string; documentNation: string }): string {
  return document.documentNation === DEFAULT_NATION
    ? formatDocument(document.documentNumber)
    : document.documentNumber;
}
