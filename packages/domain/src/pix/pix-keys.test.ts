import { describe, expect, it } from 'vitest';
import { menuFor } from '../navigation/navigation';
import { routeByPath } from '../navigation/routes';
import {
  acceptsNewPixKey,
  copiesPixKey,
  formatPixKey,
  MAX_PIX_KEYS_PER_ACCOUNT,
  PIX_KEY_MESSAGES,
  PIX_KEY_ROLES,
  parsePixKeyInput,
  pixKeyWireValue,
} from './pix-keys';

const SELLER = '11222333000181';
const everyFeature = ['view_create_banking_account'];

describe('parsePixKeyInput (§5 Pix key)', () => {
  it('keeps an e-mail in lower case and refuses an invalid one with the hint', () => {
    expect(parsePixKeyInput('email', ' Loja@Exemplo.com.br ', SELLER)).toEqual({
      ok: true,
      key: 'loja@exemplo.com.br',
    });
    expect(parsePixKeyInput('email', 'loja@', SELLER)).toEqual({
      ok: false,
      message: PIX_KEY_MESSAGES.invalidEmail,
    });
    expect(PIX_KEY_MESSAGES.invalidEmail).toBe('Digite um e-mail válido!');
  });

  it('takes a phone as 55 and digits only (a mobile with DDD) and writes it +55…', () => {
    expect(pixKeyWireValue('phone', '(11) 98765-4321')).toBe('5511987654321');
    expect(parsePixKeyInput('phone', '5511987654321', SELLER)).toEqual({ ok: true, key: '+5511987654321' });
    for (const bad of ['11987654321', '+5511987654321', '551187654321', '5511887654321'])
      expect(parsePixKeyInput('phone', bad, SELLER)).toEqual({
        ok: false,
        message: PIX_KEY_MESSAGES.invalidPhone,
      });
  });

  it("accepts only the seller's own CNPJ, and no input for a random key", () => {
    expect(parsePixKeyInput('cnpj', pixKeyWireValue('cnpj', '11.222.333/0001-81'), SELLER)).toEqual({
      ok: true,
      key: SELLER,
    });
    expect(parsePixKeyInput('cnpj', '45321678000104', SELLER).ok).toBe(false);
    expect(parsePixKeyInput('evp', undefined, SELLER)).toEqual({ ok: true, key: null });
    expect(parsePixKeyInput('evp', '', SELLER)).toEqual({ ok: true, key: null });
    expect(parsePixKeyInput('evp', 'abc', SELLER).ok).toBe(false);
    expect(parsePixKeyInput('email', '  ', SELLER)).toEqual({
      ok: false,
      message: 'Preenchimento obrigatório!',
    });
  });
});

describe('the list', () => {
  it('formats CNPJ and phone keys for reading', () => {
    expect(formatPixKey('cnpj', SELLER)).toBe('11.222.333/0001-81');
    expect(formatPixKey('phone', '+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPixKey('evp', 'c0ffee00-0000-4000-8000-000000000000')).toBe(
      'c0ffee00-0000-4000-8000-000000000000',
    );
  });

  it("disables 'Nova Chave Pix' at 20 keys", () => {
    expect(acceptsNewPixKey(MAX_PIX_KEYS_PER_ACCOUNT - 1)).toBe(true);
    expect(acceptsNewPixKey(MAX_PIX_KEYS_PER_ACCOUNT)).toBe(false);
  });

  it('lets B_SELLER_ADMIN, BANKING_ADMIN and BANKING_WALLET copy, not the provider staff', () => {
    expect(copiesPixKey(['BANKING_WALLET'])).toBe(true);
    expect(copiesPixKey(['SELLER_BACKOFFICE'])).toBe(false);
  });
});

describe('/dados-conta in the menu (§2.3)', () => {
  it("is the route table's page for the §2.3 roles", () => {
    expect([...routeByPath('/dados-conta').roles].sort()).toEqual([...PIX_KEY_ROLES].sort());
  });

  it.each(PIX_KEY_ROLES)('is listed under Configurações for %s when the account is ACTIVE', (role) => {
    const settings = menuFor({ roles: [role], features: everyFeature, bankingStatus: 'ACTIVE' }).find(
      (group) => group.section === 'SETTINGS',
    );
    expect(settings?.items.map((item) => item.path)).toContain('/dados-conta');
  });
});
