import { formatBRL, reaisToCents } from '@balcao/domain/money';

/** 001 §8: what the charge's page says when the charge itself fails to load. */
export const CHARGE_LOAD_FAILED = 'Falha ao carregar as informações da cobrança.';

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

/** The split's provider as the gateway names it, in the merchant's words; an unknown one as sent. */
const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  CARTAO_CREDITO: 'Cartão de Crédito',
  CREDIT_CARD: 'Cartão de Crédito',
  BOLETO: 'Boleto',
  PIX: 'Pix',
};

export const providerLabel = (providerType: string) => PROVIDER_LABELS[providerType] ?? providerType;

/** The API speaks reais; money is formatted only through the domain, in cents. */
export const brl = (reais: number) => formatBRL(reaisToCents(reais));
