import * as v from 'valibot';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { ACQUIRING_PROFILES, BANKING_PROFILES } from './profiles';

/**
 * The users screen (§2, §4, §5 and §8 of the acquiring document): the add-user and edit-user
 * dialogs, with the same schemas validating the sandbox's requests, so a rule and its message are
 * written once. Values are flat strings, as the dialogs hold them: '' is 'no profile'.
 */
export const USER_MESSAGES = {
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  emailTooLong: 'Use no máximo 254 caracteres.',
  /** §5 only says 'at least one profile … required for Salvar'; the wording is the project's. */
  profileRequired: 'Selecione ao menos um perfil.',
  profileUnknown: 'Perfil inválido.',
  statusUnknown: 'Status inválido.',
  // §8, 'Usuario' spelt 'Usuário' and the stray capital of 'Atualizado' dropped.
  created: 'Usuário criado com sucesso.',
  createFailed: 'Erro ao criar o usuário.',
  updated: 'Usuário atualizado com sucesso.',
  updateFailed: 'Erro ao atualizar o usuário.',
  // Delete has no messages in the documents; these follow the ones above.
  deleted: 'Usuário excluído com sucesso.',
  deleteFailed: 'Erro ao excluir o usuário.',
  deleteQuestion: 'Tem certeza que deseja excluir esse usuário?',
  empty: 'Sem dados de usuários',
  // The edit rules the dialog shows beside the fields and the gateway answers with (409).
  notEditable: 'Usuário com convite pendente não pode ser editado.',
  ownStatus: 'Você não pode alterar o status do seu próprio usuário.',
} as const;

const USER_EMAIL_MAX_LENGTH = 254;
/** The documents give no page size for users; 20, like the other lists. */
export const USER_PAGE_SIZE = 20;

/** §4: CREATED until the invited user sets a password; CREATED users cannot be edited. */
export const USER_STATUSES = ['CREATED', 'ACTIVE', 'BLOCKED', 'INACTIVE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** What an admin may set; CREATED is left only by the invited user. */
export const EDITABLE_USER_STATUSES = ['ACTIVE', 'BLOCKED', 'INACTIVE'] as const;

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  CREATED: 'CRIADO',
  ACTIVE: 'ATIVO',
  BLOCKED: 'BLOQUEADO',
  INACTIVE: 'INATIVO',
};

export function isUserEditable(status: UserStatus): boolean {
  return status !== 'CREATED';
}

const acquiringProfileField = v.union(
  [v.literal(''), v.picklist(ACQUIRING_PROFILES)],
  USER_MESSAGES.profileUnknown,
);
const bankingProfileField = v.union(
  [v.literal(''), v.picklist(BANKING_PROFILES)],
  USER_MESSAGES.profileUnknown,
);

const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(USER_MESSAGES.emailRequired),
  v.maxLength(USER_EMAIL_MAX_LENGTH, USER_MESSAGES.emailTooLong),
  v.email(USER_MESSAGES.emailInvalid),
);

/** Reported on the acquiring profile field, the first of the two. */
const hasAProfile = (input: { profile: string; bankingProfile: string }) =>
  input.profile !== '' || input.bankingProfile !== '';

export const newUserSchema = v.pipe(
  v.object({ email: emailField, profile: acquiringProfileField, bankingProfile: bankingProfileField }),
  v.forward(v.partialCheck([['profile'], ['bankingProfile']], hasAProfile, USER_MESSAGES.profileRequired), [
    'profile',
  ]),
);

export type NewUserInput = v.InferInput<typeof newUserSchema>;

export const editUserSchema = v.pipe(
  v.object({
    profile: acquiringProfileField,
    bankingProfile: bankingProfileField,
    status: v.picklist(EDITABLE_USER_STATUSES, USER_MESSAGES.statusUnknown),
  }),
  v.forward(v.partialCheck([['profile'], ['bankingProfile']], hasAProfile, USER_MESSAGES.profileRequired), [
    'profile',
  ]),
);

export type EditUserInput = v.InferInput<typeof editUserSchema>;

/** The wire's null for 'no profile' as the dialogs hold it, and back. */
export const profileFieldValue = (profile: string | null | undefined): string => profile ?? '';
export const profileWireValue = <P extends string>(value: P | ''): P | null => (value === '' ? null : value);

export type UserFormResult<T> = { success: true; output: T } | { success: false; messages: string[] };

function check<S extends v.GenericSchema>(
  schema: S,
  input: v.InferInput<S>,
): UserFormResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  // One message per field, the first, as the dialog shows it.
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return { success: false, messages: [...byField.values()] };
}

/** For the sandbox, which validates requests with the dialogs' rules and answers every message. */
export const checkNewUser = (input: NewUserInput) => check(newUserSchema, input);
export const checkUserEdit = (input: EditUserInput) => check(editUserSchema, input);
