import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths and refuses other origins and the login page', () => {
    expect(safeRedirect('/usuarios?page=2')).toBe('/usuarios?page=2');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('/login?redirect=/')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});
