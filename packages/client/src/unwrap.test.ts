import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrap } from './unwrap';

// Results shaped as openapi-fetch returns them when no middleware turned the failure into a rejection.
describe('unwrap', () => {
  it('returns the data', async () => {
    const result = { data: { quantity: 3 }, response: new Response(null, { status: 200 }) };
    expect(await unwrap(Promise.resolve(result))).toEqual({ quantity: 3 });
  });

  it('throws an ApiError built from an error result', async () => {
    const result = {
      error: { errors: [{ code: 'NOT_FOUND', description: 'Registro não encontrado.' }] },
      response: new Response(null, { status: 404 }),
    };
    const error = await unwrap(Promise.resolve(result)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Erro desconhecido',
      errors: [{ code: 'NOT_FOUND', description: 'Registro não encontrado.' }],
    });
  });

  it("throws 'Erro ao acessar API' for a text error result", async () => {
    const result = { error: '<html>', response: new Response(null, { status: 502 }) };
    await expect(unwrap(Promise.resolve(result))).rejects.toMatchObject({
      status: 502,
      message: 'Erro ao acessar API',
    });
  });
});
