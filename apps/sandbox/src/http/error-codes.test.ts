import { describe, expect, it } from 'vitest';
import { isDeclaredErrorCode } from './error-codes';

describe('isDeclaredErrorCode', () => {
  it("takes an operation's own codes at their status, and the HTTP layer's anywhere", () => {
    expect(isDeclaredErrorCode('createCustomer', 409, 'DUPLICATE_DOCUMENT')).toBe(true);
    expect(isDeclaredErrorCode('createCustomer', 400, 'DUPLICATE_DOCUMENT')).toBe(false);
    expect(isDeclaredErrorCode('createUser', 409, 'DUPLICATE_DOCUMENT')).toBe(false);
    expect(isDeclaredErrorCode('createCustomer', 400, 'VALIDATION')).toBe(true);
    expect(isDeclaredErrorCode('listCustomers', 413, 'BODY_TOO_LARGE')).toBe(true);
    expect(isDeclaredErrorCode('createCustomer', 400, 'NO_SUCH_CODE')).toBe(false);
  });
});
