import { formatBRL, reaisToCents } from '@balcao/domain';

export const ATTEMPT_STATUS = {
  PAID: { label: 'Paga', tone: 'paid' },
  FAILED: { label: 'Falhou', tone: 'failed' },
  PROCESSING: { label: 'Processando', tone: 'processing' },
} as const;

export const STATEMENT_TYPE = {
  CREDIT: 'Crédito',
  CREDIT_ANTICIPATED: 'Crédito antecipado',
  CREDIT_REVERSAL: 'Estorno',
} as const;

/** The API speaks reais; money is formatted only through the domain, in cents. */
export const brl = (reais: number) => formatBRL(reaisToCents(reais));
