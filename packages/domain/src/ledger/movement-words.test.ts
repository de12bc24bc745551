import { describe, expect, it } from 'vitest';
import { movementDestination, movementType } from './movement-words';

describe('movementType', () => {
  it('names a Pix sent and a treasury withdrawal for what they are, not as a repasse', () => {
    expect(
      movementType({ statementType: 'DEBIT_TRANSFER', creditOperation: 'PIX_ENVIADO', amountCents: -1 }),
    ).toBe('Pix enviado');
    expect(movementType({ statementType: 'DEBIT_TRANSFER', creditOperation: 'SAQUE', amountCents: -1 })).toBe(
      'Saque',
    );
    expect(
      movementType({ statementType: 'DEBIT_TRANSFER', creditOperation: 'REPASSE', amountCents: -1 }),
    ).toBe('Repasse');
    expect(
      movementType({ statementType: 'CREDIT_TRANSFER', creditOperation: 'REPASSE', amountCents: 1 }),
    ).toBe('Repasse recebido');
  });

  it('falls back to the statement type for sales and anticipations', () => {
    expect(movementType({ statementType: 'CREDIT', creditOperation: 'CARTAO', amountCents: 1 })).toBe(
      'Crédito',
    );
    expect(
      movementType({ statementType: 'DEBIT_ANTICIPATED', creditOperation: 'ANTECIPACAO', amountCents: -1 }),
    ).toBe('Débito antecipado');
  });
});

describe('movementDestination', () => {
  it('is the buyer, the recipient, or the account the money went to', () => {
    expect(movementDestination({ creditOperation: 'CARTAO', buyer: 'Maria' })).toBe('Maria');
    expect(movementDestination({ creditOperation: 'PIX_ENVIADO', recipient: 'Papelaria Aurora Ltda' })).toBe(
      'Papelaria Aurora Ltda',
    );
    expect(movementDestination({ creditOperation: 'REPASSE' })).toBe('Conta do seller');
    expect(movementDestination({ creditOperation: 'SAQUE' })).toBe('Conta em outro banco');
    expect(movementDestination({ creditOperation: 'APLICACAO' })).toBe('Conta investimento');
    expect(movementDestination({ creditOperation: 'CARTAO' })).toBeNull();
  });
});
