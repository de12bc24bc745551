import { badRequest } from '../../errors';

/**
 * The sandbox's simulated card authorisation. These numbers decline with the acquirer's reason code
 * (listed in docs/decisions/2026-11-22-cobrancas-estornos-e-dashboard.md); any other number that passes the Luhn check is approved.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, { code: string; message: string }>> = {
  '4000000000000002': { code: '05', message: 'Transação não autorizada pelo emissor.' },
  '4000000000009995': { code: '51', message: 'Saldo insuficiente.' },
  '4000000000000069': { code: '54', message: 'Cartão vencido.' },
  '4000000000000127': { code: '82', message: 'Código de segurança inválido.' },
  '4000000000000119': { code: '96', message: 'Falha de comunicação com o emissor.' },
};

/** Numbers that always approve, one per brand the seed uses. */
export const APPROVING_TEST_CARDS = {
  Visa: '4111111111111111',
  Mastercard: '5555555555554444',
  Elo: '6362970000457013',
  'American Express': '378282246310005',
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by its number's prefix, for the few brands Brazilian acquirers see most. */
export function cardBrand(digits: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'Elo';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(606282|3841)/.test(digits)) return 'Hipercard';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^4/.test(digits)) return 'Visa';
  return 'Outra';
}

export type CardOutcome =
  | { approved: true; brand: string; last4: string }
  | { approved: false; brand: string; last4: string; code: string; message: string };

/** Decides one authorisation; 400 for a number that is not a card number at all. */
export function authorizeTestCard(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s.-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) throw badRequest('Número de cartão inválido.');
  const base = { brand: cardBrand(digits), last4: digits.slice(-4) };
  const declined = DECLINING_TEST_CARDS[digits];
  return declined ? { approved: false, ...base, ...declined } : { approved: true, ...base };
}
