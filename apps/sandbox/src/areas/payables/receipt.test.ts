import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import type { PayableRow } from './model';
import { pdfText } from './pdf-text-test';
import { receiptDocument, receiptPdf } from './receipt';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const row = (overrides: Partial<PayableRow>): PayableRow => ({
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  seller_id: 1,
  type: 'BANK_SLIP',
  status: 'PAID',
  amount_cents: '348000',
  payment_date: '2026-11-20',
  execute_at: null,
  recipient_name: 'Itaú Unibanco S.A.',
  recipient_document: null,
  bank_ispb: null,
  bank_name: 'Itaú Unibanco S.A.',
  pix_key: null,
  pix_key_type: null,
  recipient_seller_id: null,
  recipient_account_id: null,
  bar_code: '34191165600003480000000001231234567890100000',
  digitable_line: '34190000090123123456678901000006116560000348000',
  due_date: '2026-11-23',
  description: 'Aluguel do escritório',
  cost_center: 'financeiro',
  created_at: '2026-11-17T17:00:00Z',
  approved_at: '2026-11-17T18:00:00Z',
  rejected_at: null,
  cancelled_at: null,
  executed_at: '2026-11-20T09:00:00Z',
  transaction_id: 'AUT8C1D2E3F4A5B4C6D8E7F9',
  failure_reason: null,
  debit_name: 'Loja Exemplo Ltda',
  created_email: 'operador@demo.balcao.dev',
  created_name: 'Otávio Operador',
  approved_email: 'admin@demo.balcao.dev',
  rejected_email: null,
  cancelled_email: null,
  ...overrides,
});

describe('the receipt PDF (read back with PDF.js)', () => {
  it('prints a boleto receipt: payer, beneficiary bank, line as printed, due date, authentication, accents intact', async () => {
    const pdf = await receiptPdf({ row: row({}), payerDocument: '11222333000181' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const line of [
      'Comprovante de pagamento de boleto',
      `Valor: ${plain(formatBRL(348_000))}`,
      'Data do pagamento: 20/11/2026 06:00',
      'Data agendada: 20/11/2026',
      'Nome: Loja Exemplo Ltda',
      'CNPJ: 11.222.333/0001-81',
      'Beneficiário',
      'Instituição: Itaú Unibanco S.A.',
      'Linha digitável: 34190.00009 01231.234566 78901.000006 1 16560000348000',
      'Vencimento: 23/11/2026',
      'Autenticação: AUT8C1D2E3F4A5B4C6D8E7F9',
      'Descrição: Aluguel do escritório',
      'Centro de custo: Financeiro',
    ])
      expect(text).toContain(line);
  });

  it('prints a Pix receipt with the key, the end-to-end id and the recipient’s CPF masked at the edges', async () => {
    const pdf = await receiptPdf({
      row: row({
        type: 'PIX',
        recipient_name: 'Marina Costa Ribeiro',
        recipient_document: '12345678909',
        bank_name: 'Nu Pagamentos S.A. - Instituição de Pagamento',
        pix_key: '12345678909',
        bar_code: null,
        digitable_line: null,
        due_date: null,
        description: null,
        cost_center: null,
        transaction_id: 'E9999999920261120090012345ABCDEF',
      }),
      payerDocument: '11222333000181',
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Comprovante de Pix');
    expect(text).toContain('Recebedor');
    expect(text).toContain('CPF/CNPJ: ***.456.789-**');
    expect(text).toContain('Chave Pix: 12345678909');
    expect(text).toContain('ID da transação (E2E): E9999999920261120090012345ABCDEF');
    expect(text).not.toContain('Descrição');
  });

  it('masks a CPF, shows a CNPJ whole, and says when there is no document', () => {
    expect(receiptDocument('12345678909')).toBe('***.456.789-**');
    expect(receiptDocument('98765432000198')).toBe('98.765.432/0001-98');
    expect(receiptDocument(null)).toBe('Não informado');
  });
});
