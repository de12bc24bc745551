import { VALIDATION_MESSAGES } from '../forms/validation-messages';
/**
 * Webhooks (Integração > Webhooks): the form's rules (§5), written once for the app's form and the
 * sandbox's validation. Where the target may point (loopback in the sandbox) is the sandbox's rule alone.
 */
export const WEBHOOK_DOMAINS = ['SUBSCRIPTION', 'ORDER'] as const;
export type WebhookDomain = (typeof WEBHOOK_DOMAINS)[number];

/** The checkboxes' labels (§5: 'Assinaturas or Cobrança Pontual'). */
export const WEBHOOK_DOMAIN_LABELS: Readonly<Record<WebhookDomain, string>> = {
  SUBSCRIPTION: 'Assinaturas',
  ORDER: 'Cobrança Pontual',
};

const WEBHOOK_TITLE_MAX = 60;
/** Longer than any real receiver's address, short enough for a header line. */
const WEBHOOK_URL_MAX = 2048;

const WEBHOOK_REQUIRED_MESSAGE = VALIDATION_MESSAGES.required;
const WEBHOOK_TITLE_MAX_MESSAGE = 'O título deve ter no máximo 60 caracteres!';
/** §5 says 'Entre com uma url correta'; one URL message for every form instead. */
export const WEBHOOK_URL_MESSAGE = VALIDATION_MESSAGES.urlInvalid;
const WEBHOOK_DOMAINS_MESSAGE = 'Selecione ao menos um domínio.';

export function webhookTitleError(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return WEBHOOK_REQUIRED_MESSAGE;
  if (trimmed.length > WEBHOOK_TITLE_MAX) return WEBHOOK_TITLE_MAX_MESSAGE;
  return null;
}

/** Required, and an absolute http(s) URL with a host and no credentials in it. */
export function webhookUrlError(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return WEBHOOK_REQUIRED_MESSAGE;
  if (trimmed.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_MESSAGE;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return WEBHOOK_URL_MESSAGE;
  if (!parsed.hostname || parsed.username || parsed.password) return WEBHOOK_URL_MESSAGE;
  return null;
}

export function webhookDomainsError(domains: readonly string[]): string | null {
  return domains.length === 0 ? WEBHOOK_DOMAINS_MESSAGE : null;
}

/** §8 toasts of the webhooks tab (the tokens' wording, for webhooks). */
export const WEBHOOK_MESSAGES = {
  created: 'Webhook criado com sucesso!',
  updated: 'Webhook atualizado com sucesso!',
  deleted: 'Webhook deletado com sucesso!',
  activated: 'Webhook ativado com sucesso!',
  deactivated: 'Webhook desativado com sucesso',
  urlCopied: 'Url copiado para a área de transferência!',
  secretCopied: 'Segredo copiado para a área de transferência!',
  rotated: 'Segredo trocado com sucesso!',
  resent: 'Reenvio solicitado. A nova tentativa aparece na lista em instantes.',
} as const;
