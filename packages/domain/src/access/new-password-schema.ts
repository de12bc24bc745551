import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// Apart from the sign-in forms (sign-in-schema.ts): the list of common passwords is ~35 KB gzip, and only the
// pages that set a password (and the sandbox) load this module; /login stays within its budget.

export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

let commonPasswords: Set<string> | undefined;

/**
 * The words of this product and language, followed by nothing but digits or symbols ('balcao2026',
 * 'Senha@123'): NIST 800-63B's context-specific words, which the English-heavy list lacks.
 */
const CONTEXT_WORD = /^(balc[aã]o|senha|mudar|brasil)[\d\W_]*$/;

/**
 * NIST 800-63B §5.1.1.2: a password being set is checked against a list of commonly used ones (case does
 * not matter: 'Password1' is as guessable as 'password1'). Passwords already set are not re-checked: the
 * seeded users keep theirs.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(folded) || CONTEXT_WORD.test(folded);
}

/**
 * The one rule for a password being set, wherever it is set (reset, invitation acceptance): the app's form
 * and the sandbox both check it.
 */
export const newPasswordRule = v.pipe(
  v.string(),
  v.nonEmpty('O campo senha é obrigatório!'),
  v.minLength(PASSWORD_MIN_LENGTH, `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres`),
  v.maxLength(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`),
  v.check((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
);

/** The sandbox's check of a password being set: the rule's first message when it is refused. */
export function checkNewPassword(password: string): { success: true } | { success: false; message: string } {
  const result = v.safeParse(newPasswordRule, password);
  return result.success ? { success: true } : { success: false, message: result.issues[0].message };
}

export const newPasswordSchema = v.pipe(
  v.object({
    password: newPasswordRule,
    confirmation: v.pipe(v.string(), v.nonEmpty('O campo confirme sua senha é obrigatório!')),
  }),
  // Reported on the confirmation field, where the user fixes it.
  v.forward(
    v.partialCheck(
      [['password'], ['confirmation']],
      (input) => input.password === input.confirmation,
      'As senhas precisam ser iguais',
    ),
    ['confirmation'],
  ),
);
