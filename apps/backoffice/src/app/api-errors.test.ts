import { ApiError } from '@balcao/client';
import { describe, expect, it } from 'vitest';
import { apiErrorLines } from './api-errors';

const error = new ApiError({
  status: 409,
  message: 'x',
  errors: [
    { code: 'INVOICE_STATUS', description: 'Só uma nota fiscal autorizada pode ser cancelada.' },
    { code: 'B', description: 'Outra' },
  ],
});

describe('apiErrorLines', () => {
  it('writes code - description by default and description - code when asked', () => {
    expect(apiErrorLines(error)).toEqual([
      'INVOICE_STATUS - Só uma nota fiscal autorizada pode ser cancelada.',
      'B - Outra',
    ]);
    expect(apiErrorLines(error, { order: 'description-code' })).toEqual([
      'Só uma nota fiscal autorizada pode ser cancelada. - INVOICE_STATUS',
      'Outra - B',
    ]);
  });

  it('falls back to the message or an unknown error', () => {
    expect(
      apiErrorLines(new ApiError({ status: 500, message: 'Erro ao acessar API' }), {
        order: 'description-code',
      }),
    ).toEqual(['Erro ao acessar API']);
    expect(apiErrorLines(new Error('x'))).toEqual(['Erro desconhecido']);
  });
});
