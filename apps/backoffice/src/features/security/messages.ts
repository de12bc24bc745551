import { AUTHENTICATOR_CODE_MESSAGES } from '@balcao/domain/access';
import { TWO_FACTOR_CODE_LENGTH } from '@balcao/domain/common';

/** §8 'Two-factor' of the banking document, verbatim. */
export const TWO_FACTOR_ENABLED_MESSAGE = 'Duplo fator de autenticação ativado.';
export const TWO_FACTOR_FAILED_MESSAGE = 'Falha ao ativar duplo fator de autenticação.';
export const INVALID_CODE_MESSAGE = AUTHENTICATOR_CODE_MESSAGES.invalid;
/** Not in the documents, which only say a failure to disable is silent (docs/decisions/2026-11-25-duplo-fator-e-seguranca.md). */
export const TWO_FACTOR_DISABLED_MESSAGE = 'Duplo fator de autenticação desativado.';

/**
 * Keeps only digits, at most the code's six (§9; Ativar waits for all of them, §5): what a person types
 * or pastes ('123 456') becomes the code.
 */
export function twoFactorCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}
