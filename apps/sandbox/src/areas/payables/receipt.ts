import { formatApiDate, formatDateTime } from '@balcao/domain/dates';
import { maskBankSlip, maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import { costCenterLabel } from '@balcao/domain/payables';
import PDFDocument from 'pdfkit';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { SANDBOX_BANK_ISPB } from '../pix-keys/directory';
import type { Caller } from '../shared/caller';
import { payableOf, requirePayables } from './access';
import type { PayableRow } from './model';

/**
 * The receipt (comprovante) of a paid Pix or boleto, as a PDF drawn with pdfkit (a maintained library, its
 * standard Helvetica with the WinAnsi accents Portuguese needs): who paid, who received and at which bank,
 * the amount, when it ran, the key or the line, and the transaction's id. Built on each request from the
 * payment's row, so it never disagrees with the list.
 */

/** A CPF shows only its middle digits on a receipt (as banks print them); a CNPJ is a company's, shown whole. */
export function receiptDocument(document: string | null): string {
  if (!document) return 'Não informado';
  if (document.length === 11) return `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**`;
  return maskCpfOrCnpj(document);
}

export interface ReceiptFacts {
  row: PayableRow;
  payerDocument: string;
}

/** The lines of the receipt, grouped: what the PDF prints and what a test reads back. */
export function receiptSections({
  row,
  payerDocument,
}: ReceiptFacts): { title: string; lines: [string, string][] }[] {
  const pix = row.type === 'PIX';
  const executed = row.executed_at ? formatDateTime(new Date(row.executed_at)) : '';
  const recipient: [string, string][] = [
    ['Nome', row.recipient_name],
    ['CPF/CNPJ', receiptDocument(row.recipient_document)],
    ['Instituição', row.bank_name ?? 'Não informada'],
  ];
  if (pix) recipient.push(['Chave Pix', row.pix_key ?? '']);
  const details: [string, string][] = pix
    ? [['ID da transação (E2E)', row.transaction_id ?? '']]
    : [
        ['Linha digitável', maskBankSlip(row.digitable_line ?? '')],
        ['Vencimento', row.due_date ? formatApiDate(row.due_date) : 'Sem vencimento'],
        ['Autenticação', row.transaction_id ?? ''],
      ];
  if (row.description) details.push(['Descrição', row.description]);
  if (row.cost_center) details.push(['Centro de custo', costCenterLabel(row.cost_center)]);
  return [
    {
      title: pix ? 'Comprovante de Pix' : 'Comprovante de pagamento de boleto',
      lines: [
        ['Valor', formatBRL(Number(row.amount_cents))],
        ['Data do pagamento', executed],
        ['Data agendada', formatApiDate(row.payment_date)],
      ],
    },
    {
      title: 'Pagador',
      lines: [
        ['Nome', row.debit_name],
        ['CNPJ', maskCpfOrCnpj(payerDocument)],
        ['Instituição', `Balcão (sandbox), ISPB ${SANDBOX_BANK_ISPB}, agência 0001`],
      ],
    },
    { title: pix ? 'Recebedor' : 'Beneficiário', lines: recipient },
    { title: 'Detalhes', lines: details },
  ];
}

/** Draws the receipt; resolves with the whole file once pdfkit has written it. */
export function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Comprovante ${facts.row.id}`, Author: 'Balcão', Creator: 'Balcão sandbox' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [head, ...groups] = receiptSections(facts);
  doc.font('Helvetica-Bold').fontSize(18).text(head!.title);
  doc.moveDown(0.5);
  for (const [label, value] of head!.lines) doc.font('Helvetica').fontSize(12).text(`${label}: ${value}`);
  for (const group of groups) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text(group.title);
    for (const [label, value] of group.lines) doc.font('Helvetica').fontSize(11).text(`${label}: ${value}`);
  }
  doc.moveDown(2);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#555555')
    .text('Documento emitido pelo sandbox do Balcão: simula um banco e não tem valor bancário.');
  doc.end();
  return done;
}

/** GET /payments/{id}/receipt: the PDF of a PAID payment, by its id or transactionId; before that, 409. */
export async function getPaymentReceipt(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
): Promise<{ pdf: Buffer; filename: string }> {
  await requirePayables(db, clock, caller);
  const row = await payableOf(db, caller, id, { orTransactionId: true });
  if (row.status !== 'PAID')
    throw new HttpError(
      409,
      'RECEIPT_NOT_AVAILABLE',
      'O comprovante fica disponível depois que o pagamento é realizado.',
    );
  const [seller] = await db.query<{ document: string }>('SELECT document FROM sellers WHERE id = $1', [
    caller.sellerId,
  ]);
  const pdf = await receiptPdf({ row, payerDocument: seller?.document ?? '' });
  return { pdf, filename: `comprovante-${row.id}.pdf` };
}
