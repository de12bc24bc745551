import type { StatementType } from './entries';

/**
 * How a statement line is named to the merchant, in the screen's table and in every statement CSV alike:
 * its type ('Tipo') and where its money went ('Destino'). The statement type alone is too coarse: a Pix
 * sent and a treasury withdrawal are both DEBIT_TRANSFER, yet neither is a repasse.
 */

const STATEMENT_TYPE_WORDS: Record<StatementType, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
  CREDIT_ANTICIPATED: 'Crédito antecipado',
  DEBIT_ANTICIPATED: 'Débito antecipado',
  CREDIT_REVERSAL: 'Estorno',
  DEBIT_TRANSFER: 'Repasse',
  CREDIT_TRANSFER: 'Transferência recebida',
};

/** The banking operations (the line's creditOperation) that say more than their statement type. */
const OPERATION_WORDS: Record<string, { type: string; destination: string | null }> = {
  PIX_ENVIADO: { type: 'Pix enviado', destination: null },
  PIX_RECEBIDO: { type: 'Pix recebido', destination: 'Conta corrente' },
  PAGAMENTO_BOLETO: { type: 'Pagamento de boleto', destination: null },
  FATURA_CARTAO: { type: 'Pagamento de fatura do cartão', destination: 'Fatura do cartão' },
  APLICACAO: { type: 'Aplicação', destination: 'Conta investimento' },
  RESGATE: { type: 'Resgate', destination: 'Conta corrente' },
  RENDIMENTO: { type: 'Rendimento', destination: 'Conta investimento' },
  SAQUE: { type: 'Saque', destination: 'Conta em outro banco' },
  ANTECIPACAO: { type: '', destination: 'Antecipação' },
  REPASSE: { type: '', destination: 'Conta do seller' },
};

export interface NamedMovement {
  statementType: StatementType;
  creditOperation: string;
  amountCents: number;
}

/** 'Tipo': the operation's own name, else the statement type's (a repasse received is named so). */
export function movementType(m: NamedMovement): string {
  const own = OPERATION_WORDS[m.creditOperation]?.type;
  if (own) return own;
  if (m.creditOperation === 'REPASSE' && m.amountCents > 0) return 'Repasse recebido';
  return STATEMENT_TYPE_WORDS[m.statementType];
}

/**
 * 'Destino': who paid a sale (the buyer), who was paid (a Pix's or a boleto's recipient), or the account
 * the money went to: the seller's own account for a repasse, the investment account for an application.
 */
export function movementDestination(
  m: Pick<NamedMovement, 'creditOperation'> & { buyer?: string | null; recipient?: string | null },
): string | null {
  return m.buyer || m.recipient || OPERATION_WORDS[m.creditOperation]?.destination || null;
}
