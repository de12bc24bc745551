import { errorLines, isApiError } from '@balcao/client';

/** The general pattern of §8: one toast line per error, 'code - description'. */
export function apiErrorLines(error: unknown): string[] {
  return isApiError(error) ? errorLines(error) : ['Erro desconhecido'];
}
