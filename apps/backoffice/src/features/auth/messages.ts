import { isApiError } from '@balcao/client';

/** §8: sign-in errors come as a list; BAR-9999 reads 'Erro ao realizar login', any other 'code - description'. */
export function signInErrorLines(error: unknown): string[] {
  if (!isApiError(error)) return ['Erro ao realizar login'];
  if (error.errors.length === 0) return [error.message];
  return error.errors.map((item) =>
    item.code === 'BAR-9999' ? 'Erro ao realizar login' : `${item.code} - ${item.description}`,
  );
}

export const RESET_LINK_SENT = 'Link enviado para seu e-mail, por favor, verifique!';
export const NEW_PASSWORD_SAVED = 'Nova senha cadastrada com sucesso!';
