import * as v from 'valibot';
import { TWO_FACTOR_CODE_LENGTH } from '../common/constants';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';

/**
 * The forms of sign-in, two-factor and password reset (§5 of the common document), with the
 * messages verbatim except for the spelling fixes the project adopted ('mínimo').
 */
export const REQUIRED_MESSAGE = VALIDATION_MESSAGES.required;

export const signInSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('E-mail é um campo obrigatório.')),
  password: v.pipe(v.string(), v.nonEmpty('Senha é um campo obrigatório.')),
});

/** The Entrar button stays disabled until the code is complete, so the message is rarely seen. */
/**
 * What an authenticator code's field says, wherever one is asked (two-factor setup, a step-up
 * confirmation), the app and the gateway alike.
 */
export const AUTHENTICATOR_CODE_MESSAGES = {
  missing: `Informe o código de ${TWO_FACTOR_CODE_LENGTH} dígitos do aplicativo autenticador.`,
  invalid: 'Código inválido',
} as const;

const TWO_FACTOR_CODE_MESSAGE = `O código deve ter ${TWO_FACTOR_CODE_LENGTH} caracteres.`;

export const twoFactorCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.length(TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_MESSAGE)),
});

export const resetRequestSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(VALIDATION_MESSAGES.emailRequired),
    v.email(VALIDATION_MESSAGES.emailInvalid),
  ),
});
