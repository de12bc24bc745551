/** §8 Invoices of the acquiring document, with the spelling of the original kept as the spec index says. */
export const INVOICES_DEACTIVATED_MESSAGE = 'Nota fiscal desativado com sucesso!';
/** Not in the documents, which only deactivate (docs/decisions/2026-11-25-nota-fiscal-configuracao.md). */
export const INVOICES_ACTIVATED_MESSAGE = 'Nota fiscal ativada com sucesso!';
