import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';
import { hashPassword, PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('write their cost into the hash and are checked at that cost', async () => {
    for (const cost of [PASSWORD_COST, TEST_PASSWORD_COST]) {
      const hash = await hashPassword('senha-Forte-1', cost);
      expect(hash.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`)).toBe(true);
      expect(await verifyPassword('senha-Forte-1', hash)).toBe(true);
      expect(await verifyPassword('senha-forte-1', hash)).toBe(false);
    }
    expect((await hashPassword('x')).startsWith(`scrypt$${PASSWORD_COST.N}$`)).toBe(true);
  });

  it('refuse a missing hash (an unknown e-mail)', async () => {
    expect(await verifyPassword('qualquer', undefined)).toBe(false);
    expect(await verifyPassword('qualquer', null)).toBe(false);
  });
});

// The database tests copy is seeded with the cheap cost (testSeedOptions); `npm start`'s seed with the
// production one is checked in start.test.ts.
describe("the test database's demo users", () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await createTestSandbox();
  });
  afterAll(() => s?.close());

  it('have their passwords at the test cost, and sign in with them', async () => {
    const hashes = await s.db.query<{ hash: string }>(
      'SELECT password_hash AS hash FROM users WHERE password_hash IS NOT NULL',
    );
    expect(hashes.length).toBeGreaterThan(5);
    for (const { hash } of hashes) expect(hash.startsWith(`scrypt$${TEST_PASSWORD_COST.N}$`)).toBe(true);
    expect((await s.signIn(ADMIN)).token).toBeTruthy();
  });
});
