/** The copy of §2 and §8 for sub-sellers, verbatim ('tipo de tax' and 'validar da conta' included). */
export const SUB_SELLERS_TITLE = 'Sub-vendedores';
export const NEW_SUB_SELLER = '+ Novo sub-vendedor';
export const SEARCH_PLACEHOLDER = 'Buscar por nome, CPF ou CNPJ';
export const NO_SUB_SELLERS = 'Sem dados de sub-vendedores';
export const SEE_DETAILS = 'Ver detalhes';

export const REGISTRATION_PROCESSING = 'Cadastro de sub-vendedor em processamento!';
/** §4: 'normally about 5 minutes; status visible in list or detail'. */
export const REGISTRATION_PROCESSING_NOTE =
  'O cadastro costuma levar cerca de 5 minutos. Acompanhe a situação na lista ou no detalhe do sub-vendedor.';

export const SAVED = 'Dados alterados com sucesso!';
export const SAVED_NOTE = 'Você já pode vincular esse sub-vendedor aos seus links de pagamento.';

export interface FailureDialog {
  title: string;
  message: string;
}

export const SPLIT_FAILURE: FailureDialog = {
  title: 'Erro ao validar a conta bancária do sub-vendedor',
  message:
    'Houve um erro ao validar da conta bancária do Sub-vendedor. Por favor, verifique os dados e realize o reenvio do cadastro.',
};

export const UPDATE_FAILURE: FailureDialog = {
  title: 'Erro ao atualizar cadastro do sub-vendedor',
  message:
    'Houve um erro no cadastramento da conta do Sub-vendedor. Por favor, verifique os dados e realize o reenvio do cadastro.',
};

/** §8: the dialog depends on whether the failing request's URL includes 'split'. */
export function failureDialogFor(url: string): FailureDialog {
  return url.includes('split') ? SPLIT_FAILURE : UPDATE_FAILURE;
}

/** §4 'Split status INACTIVE shows a hint to review and update the registration'. */
export const RETRY_HINT =
  'A conta bancária deste sub-vendedor não está registrada. Revise os dados e atualize o cadastro para tentar registrá-la novamente.';
export const FAILED_HINT =
  'A conta bancária deste sub-vendedor foi recusada na validação. Revise os dados bancários e atualize o cadastro para tentar novamente.';

export const activationQuestion = (activate: boolean) =>
  activate ? 'Deseja ativar este sub-vendedor?' : 'Deseja desativar este sub-vendedor?';
export const activationNote = (activate: boolean) =>
  activate
    ? 'Ele poderá ser vinculado a novos links de pagamento.'
    : 'Ele não poderá ser vinculado a novos links de pagamento.';
export const activationDone = (activate: boolean) =>
  activate ? 'Sub-vendedor ativado com sucesso!' : 'Sub-vendedor desativado com sucesso!';
