import { describe, expect, it } from 'vitest';
import { errorBody, jsonBody, textBody } from './test-support';

// The readers of `s.call`'s bodies fail the test when a body is not what it should be, instead of letting
// a test read fields of the wrong shape.
describe('the readers of a raw answer', () => {
  const refused = { errors: [{ code: 'VALIDATION', description: 'O campo x é obrigatório.' }], message: 'x' };

  it('errorBody reads the contract error shape, and nothing else', () => {
    expect(errorBody({ body: refused })).toBe(refused);
    expect(errorBody({ body: { errors: [] } })).toEqual({ errors: [] });
    for (const body of [
      '<html>',
      null,
      { message: 'sem lista' },
      { errors: [{ code: 1, description: 'x' }] },
      { errors: [{ code: 'X' }] },
      { errors: [], message: 5 },
    ])
      expect(() => errorBody({ body }), JSON.stringify(body)).toThrow(/corpo de erro do contrato/);
  });

  it('jsonBody reads a parsed JSON body, not text', () => {
    expect(jsonBody<{ id: number }>({ body: { id: 1 } }).id).toBe(1);
    expect(jsonBody<number[]>({ body: [1] })).toEqual([1]);
    expect(() => jsonBody({ body: 'texto' })).toThrow(/devia ser JSON/);
    expect(() => jsonBody({ body: null })).toThrow(/devia ser JSON/);
  });

  it('textBody reads text, not a parsed JSON body', () => {
    expect(textBody({ body: 'a;b\r\n' })).toBe('a;b\r\n');
    expect(() => textBody({ body: refused })).toThrow(/devia ser texto/);
  });
});
