import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/random';
import { generateCnpj, generateCpf } from '../documents/documents';
import {
  buildPixBrCode,
  crc16ccitt,
  isValidPixBrCode,
  isValidPixKey,
  MAX_PIX_AMOUNT_CENTS,
  PIX_KEY_KINDS,
  type PixKeyKind,
  parsePixBrCode,
  pixKeyKind,
} from './pix';

// The CRCs of these payloads were recomputed with Python's binascii.crc_hqx(body, 0xFFFF) before
// being written here.
const BCB_MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** The static and dynamic examples of the Manual de Padrões para Iniciação do Pix (§6.1, §6.2), as a public gist spells them out field by field. */
const STATIC_WITH_AMOUNT =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E';
const DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const keysByKind: Record<PixKeyKind, fc.Arbitrary<string>> = {
  CPF: seeds.map((seed) => generateCpf(seededRandom(seed))),
  CNPJ: seeds.map((seed) => generateCnpj(seededRandom(seed), { alphanumeric: seed % 2 === 0 })),
  EMAIL: fc.stringMatching(/^[a-z][a-z0-9]{0,10}([._-][a-z0-9]{1,10})?@[a-z]{2,12}\.(com|com\.br|org)$/),
  PHONE: fc
    .tuple(fc.constantFrom('11', '21', '31', '47', '61', '71', '85', '91'), fc.stringMatching(/^\d{8}$/))
    .map(([ddd, number]) => `+55${ddd}9${number}`),
  EVP: fc.uuid({ version: 4 }),
};
const keys = fc
  .constantFrom(...PIX_KEY_KINDS)
  .chain((kind) => keysByKind[kind].map((key) => ({ kind, key })));

/** Fields already in the form the payload keeps (ASCII, within length), so they come back unchanged. */
const fields = fc.record(
  {
    key: fc.oneof(keysByKind.CPF, keysByKind.CNPJ, keysByKind.PHONE, keysByKind.EVP),
    merchantName: fc.stringMatching(/^[A-Z][a-z]{0,10}( [A-Z][a-z]{0,10})?$/),
    merchantCity: fc.stringMatching(/^[A-Z][a-z]{0,6}( [A-Z][a-z]{0,5})?$/),
    amountCents: fc.integer({ min: 1, max: MAX_PIX_AMOUNT_CENTS }),
    txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
    description: fc.stringMatching(/^[A-Za-z0-9]{1,10}( [A-Za-z0-9]{1,10})?$/),
  },
  { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
);

describe('crc16ccitt', () => {
  it('gives the catalogue check value and the CRCs of the published payloads', () => {
    // 0x29B1 is CRC-16/CCITT-FALSE of '123456789' in the CRC RevEng catalogue.
    expect(crc16ccitt('123456789')).toBe('29B1');
    for (const payload of [BCB_MANUAL_EXAMPLE, STATIC_WITH_AMOUNT, DYNAMIC])
      expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(crc16ccitt('')).toBe('FFFF');
  });
});

describe('published payloads', () => {
  it('builds the Banco Central manual example exactly and reads it back', () => {
    const manual = {
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    };
    expect(buildPixBrCode(manual)).toBe(BCB_MANUAL_EXAMPLE);
    expect(parsePixBrCode(BCB_MANUAL_EXAMPLE)).toEqual(manual);
  });

  it('reads the dynamic example, whose PSP location stands in for the key', () => {
    expect(parsePixBrCode(DYNAMIC)).toEqual({
      location: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      merchantName: 'EMPRESA',
      merchantCity: 'SAO PAULO',
    });
  });

  it('refuses the static example as published: its CRC is right but object 62 says 8 characters and holds 7', () => {
    expect(crc16ccitt(STATIC_WITH_AMOUNT.slice(0, -4))).toBe('170E');
    expect(isValidPixBrCode(STATIC_WITH_AMOUNT)).toBe(false);
    const repaired = STATIC_WITH_AMOUNT.slice(0, -4).replace('62080503***', '62070503***');
    expect(parsePixBrCode(repaired + crc16ccitt(repaired))).toEqual({
      key: '+5511943214321',
      merchantName: 'EMPRESA',
      merchantCity: 'BRASILIA',
      amountCents: 6666,
    });
  });

  it('refuses a published example whose CRC was not updated (docs.lerian.studio: 45C8, should be 02A4)', () => {
    const stale =
      '00020126580014br.gov.bcb.Pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540510.005802BR5913TESTE ACCOUNT6008BRASILIA62070503***630445C8';
    expect(isValidPixBrCode(stale)).toBe(false);
    expect(isValidPixBrCode(`${stale.slice(0, -4)}02A4`)).toBe(true);
  });
});

describe('buildPixBrCode', () => {
  it('round-trips: parse(build(fields)) gives the fields back', () => {
    fc.assert(
      fc.property(fields, (charge) => {
        const payload = buildPixBrCode(charge);
        expect(parsePixBrCode(payload)).toEqual(charge);
        expect(isValidPixBrCode(payload)).toBe(true);
        expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
      }),
    );
  });

  it('is broken by any one changed character, except the letter case of the CRC', () => {
    // A CRC-16 sees every error confined to 16 consecutive bits, so every one-byte change.
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fields, fc.nat(), printable, (charge, position, character) => {
        const payload = buildPixBrCode(charge);
        const i = position % payload.length;
        fc.pre(payload[i] !== character);
        const changed = payload.slice(0, i) + character + payload.slice(i + 1);
        if (isValidPixBrCode(changed))
          expect(i >= payload.length - 4 && changed.toUpperCase() === payload.toUpperCase()).toBe(true);
      }),
    );
  });

  it('writes the amount with two decimals, folds accents and cuts name and city', () => {
    const payload = buildPixBrCode({
      key: '123.456.789-09',
      merchantName: 'Açaí do João da Esquina Ltda',
      merchantCity: 'São José dos Campos',
      amountCents: 1,
      txid: 'PEDIDO42',
    });
    expect(payload).toContain('54040.01');
    expect(payload).toContain('62120508PEDIDO42');
    expect(parsePixBrCode(payload)).toEqual({
      key: '12345678909',
      merchantName: 'Acai do Joao da Esquina L',
      merchantCity: 'Sao Jose dos Ca',
      amountCents: 1,
      txid: 'PEDIDO42',
    });
    expect(
      buildPixBrCode({ key: 'a@b.co', merchantName: 'A', merchantCity: 'B', amountCents: 100000 }),
    ).toContain('54071000.00');
  });

  it('throws on a field no bank would accept', () => {
    const base = { key: '+5511987654321', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(() => buildPixBrCode({ ...base, key: 'not a key' })).toThrow(RangeError);
    for (const amountCents of [0, -1, 1.5, MAX_PIX_AMOUNT_CENTS + 1])
      expect(() => buildPixBrCode({ ...base, amountCents })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, txid: 'has-dash' })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, merchantName: 'ção' })).not.toThrow();
    expect(() => buildPixBrCode({ ...base, merchantName: '   ' })).toThrow(RangeError);
  });
});

describe('Pix keys', () => {
  it('recognises each kind, and a key is never two kinds', () => {
    fc.assert(
      fc.property(keys, ({ kind, key }) => {
        expect(pixKeyKind(key)).toBe(kind);
        expect(PIX_KEY_KINDS.filter((other) => isValidPixKey(other, key))).toEqual([kind]);
      }),
    );
  });

  it('applies the form of each kind', () => {
    expect(isValidPixKey('CPF', '123.456.789-09')).toBe(true);
    expect(isValidPixKey('CPF', '123.456.789-00')).toBe(false);
    expect(isValidPixKey('CPF', 'x12345678909')).toBe(false);
    expect(isValidPixKey('CNPJ', '11.222.333/0001-81')).toBe(true);
    expect(isValidPixKey('EMAIL', `${'a'.repeat(65)}@example.com`)).toBe(true);
    expect(isValidPixKey('EMAIL', `${'a'.repeat(66)}@example.com`)).toBe(false);
    expect(isValidPixKey('PHONE', '+5511987654321')).toBe(true);
    expect(isValidPixKey('PHONE', '11987654321')).toBe(false);
    expect(isValidPixKey('PHONE', '+551133334444')).toBe(false);
    expect(isValidPixKey('PHONE', '+55 11 98765-4321')).toBe(false);
    expect(isValidPixKey('EVP', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe(true);
    // The manual's example key is shaped like a UUID v1: a payload may carry it, the DICT never issues it.
    expect(isValidPixKey('EVP', '123e4567-e12b-12d1-a456-426655440000')).toBe(false);
    expect(pixKeyKind('not a key')).toBeNull();
  });
});
