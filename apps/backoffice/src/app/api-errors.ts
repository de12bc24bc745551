import { errorLines, isApiError } from '@balcao/client';

export interface ApiErrorLineOptions {
  /** §8: the invoice send and cancel flows show 'description - code'; everything else 'code - description'. */
  order?: 'code-description' | 'description-code';
}

/** The general pattern of §8: one toast line per error, 'code - description' unless told otherwise. */
export function apiErrorLines(
  error: unknown,
  { order = 'code-description' }: ApiErrorLineOptions = {},
): string[] {
  if (!isApiError(error)) return ['Erro desconhecido'];
  if (order === 'code-description' || error.errors.length === 0) return errorLines(error);
  return error.errors.map((item) => `${item.description} - ${item.code}`);
}
