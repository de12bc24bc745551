/**
 * What the activity log records, as `area.object.verb` (the banking profiles' 'logs'): every money movement,
 * every permission change, every confirmation asked, and each reveal of a card's number.
 */
export const ACTIVITY_ACTION_LABELS = {
  'card.sensitive_data.reveal': 'Dados do cartão exibidos',
  'step_up.confirm': 'Confirmação de identidade',
  'payment.create': 'Pagamento pedido',
  'payment.approve': 'Pagamentos aprovados',
  'transfer.request': 'Transferência para a conta bancária',
  'anticipation.request': 'Antecipação de recebíveis',
  'card_invoice.pay': 'Fatura do cartão paga com o saldo',
  'treasury.apply': 'Aplicação',
  'treasury.redeem': 'Resgate de aplicação',
  'treasury.withdraw': 'Resgate do investimento',
  'charge.refund': 'Estorno de cobrança',
  'charge.pos_refund': 'Estorno na maquininha',
  'user.create': 'Usuário criado',
  'user.update': 'Usuário alterado',
  'user.delete': 'Usuário removido',
  'step_up.settings.update': 'Confirmações de movimentações alteradas',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_ACTION_LABELS) as ActivityAction[];

/** How an action ended: done, or refused and why. */
export const ACTIVITY_RESULT_LABELS = {
  SUCCESS: 'Concluída',
  RATE_LIMITED: 'Recusada: limite de tentativas',
  CONFIRMATION_REQUIRED: 'Recusada: sem confirmação',
  CONFIRMATION_INVALID: 'Recusada: confirmação inválida',
  INVALID_CODE: 'Código inválido',
  INVALID_PASSWORD: 'Senha inválida',
} as const;
export type ActivityResult = keyof typeof ACTIVITY_RESULT_LABELS;

/** The action a money-moving or permission-changing operation writes, by operationId. */
export const ACTIVITY_ACTION_OF: Readonly<Record<string, ActivityAction>> = {
  createPayment: 'payment.create',
  approvePayments: 'payment.approve',
  requestTransfer: 'transfer.request',
  confirmAnticipation: 'anticipation.request',
  requestAnticipation: 'anticipation.request',
  generateCardInvoicePayment: 'card_invoice.pay',
  createTreasuryApplication: 'treasury.apply',
  redeemTreasuryApplication: 'treasury.redeem',
  createTreasuryWithdrawal: 'treasury.withdraw',
  refundCharge: 'charge.refund',
  requestPosRefund: 'charge.pos_refund',
  createUser: 'user.create',
  updateUser: 'user.update',
  deleteUser: 'user.delete',
  updateStepUpSettings: 'step_up.settings.update',
};
