import { describe, expect, it } from 'vitest';
import { makeToken } from './test-support';
import { decodeTokenExpiry, expiresWithin } from './token';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.assinatura`;

describe('decodeTokenExpiry', () => {
  it('reads exp from the base64url payload', () => {
    expect(decodeTokenExpiry(jwt({ exp: 1_800_000_000 }))).toEqual(new Date(1_800_000_000_000));
  });

  it('decodes base64url characters and UTF-8 claims', () => {
    // This payload encodes to text with '-' and '_', which plain base64 would not accept.
    const token = jwt({ name: 'João ~~~???>>>', exp: 1_700_000_123 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenExpiry(token)?.getTime()).toBe(1_700_000_123_000);
  });

  it('is null for what it cannot read', () => {
    expect(decodeTokenExpiry('9f3c1b7e5a2d4c6e8f0a1b3c5d7e9f1a')).toBeNull();
    expect(decodeTokenExpiry('a.%%%.c')).toBeNull();
    expect(decodeTokenExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(decodeTokenExpiry(jwt({ exp: '1800000000' }))).toBeNull();
  });
});

describe('expiresWithin', () => {
  it('is true inside the threshold and false outside it', () => {
    expect(expiresWithin(makeToken(119), 120)).toBe(true);
    expect(expiresWithin(makeToken(-5), 120)).toBe(true);
    expect(expiresWithin(makeToken(300), 120)).toBe(false);
    expect(expiresWithin(makeToken(90), 60)).toBe(false);
  });

  it('caps the threshold at half the lifetime, so short tokens are not refreshed on every call', () => {
    const now = Math.floor(Date.now() / 1000);
    const shortLived = jwt({ iat: now, exp: now + 100 });
    expect(expiresWithin(shortLived, 120)).toBe(false);
    expect(expiresWithin(shortLived, 120, (now + 60) * 1000)).toBe(true);
  });

  it('never asks for a refresh when expiry is unknown', () => {
    expect(expiresWithin('opaque-token', 120)).toBe(false);
  });
});
