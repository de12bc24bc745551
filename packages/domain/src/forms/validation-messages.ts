/**
 * The form messages more than one form says, written once for every form, the app and the sandbox
 * alike (issue 26: the copy varied by form). The documents' texts, in one voice: 'Preenchimento
 * obrigatório!' for any required field the documents give no own words for (the plan prices'
 * missing '!' is one of the documents' accidents), the e-mail pair of §5, and one message for a bad
 * URL, 'Digite uma url válida!', in the voice of 'Digite um e-mail válido!'; the webhook form's
 * 'Entre com uma url correta' folds into it (docs/decisions/2026-12-05-uma-voz-nas-mensagens.md).
 * A field whose own words the documents give ('Título é um campo obrigatório!') keeps them.
 */
export const VALIDATION_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  emailRequired: 'O campo e-mail é obrigatório!',
  emailInvalid: 'Digite um e-mail válido!',
  urlInvalid: 'Digite uma url válida!',
  /** A link, a plan and the default payment settings each need at least one method. */
  paymentMethodRequired: 'Selecione ao menos um método de pagamento.',
} as const;
