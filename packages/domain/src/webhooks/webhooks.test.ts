import { describe, expect, it } from 'vitest';
import { webhookDomainsError, webhookTitleError, webhookUrlError } from './webhooks';

describe('the webhook form (§5)', () => {
  it('requires a title of at most 60 characters', () => {
    expect(webhookTitleError('  ')).toBe('Preenchimento obrigatório!');
    expect(webhookTitleError('x'.repeat(61))).toBe('O título deve ter no máximo 60 caracteres!');
    expect(webhookTitleError(` ${'x'.repeat(60)} `)).toBeNull();
  });

  it('requires an http(s) URL with a host', () => {
    expect(webhookUrlError('')).toBe('Preenchimento obrigatório!');
    for (const url of [
      'ftp://exemplo.com',
      'exemplo.com',
      'http://',
      'http://u:p@exemplo.com',
      `https://e.com/${'a'.repeat(2048)}`,
    ])
      expect(webhookUrlError(url), url).toBe('Digite uma url válida!');
    for (const url of ['https://exemplo.com.br/webhooks', 'http://127.0.0.1:4242/h'])
      expect(webhookUrlError(url)).toBeNull();
  });

  it('requires at least one domain', () => {
    expect(webhookDomainsError([])).toBe('Selecione ao menos um domínio.');
    expect(webhookDomainsError(['ORDER'])).toBeNull();
  });
});
