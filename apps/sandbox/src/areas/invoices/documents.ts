import { formatApiDate, formatDateTime } from '@balcao/domain/dates';
import { maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';

/** Where the sandbox serves an invoice's files (simulator/invoice-routes.ts). */
export const invoiceLinks = (gatewayUrl: string, id: string) => ({
  pdf: `${gatewayUrl}/_sandbox/invoices/${id}.pdf`,
  xml: `${gatewayUrl}/_sandbox/invoices/${id}.xml`,
});

interface InvoiceFacts {
  id: string;
  number: number;
  status: string;
  authorizedAt: Date;
  seller: { name: string; document: string };
  customer: { name: string; document: string; email: string };
  service: string;
  amountCents: number;
  dueDate: string;
}

/** An authorized (or later cancelled) invoice with what its files print; null when there is none. */
export async function loadInvoiceFacts(db: Db, id: string): Promise<InvoiceFacts | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<{
    id: string;
    invoice_number: number | null;
    status: string;
    authorized_at: Date | null;
    created_at: Date;
    seller_name: string;
    seller_document: string;
    customer_name: string;
    customer_document: string;
    customer_email: string;
    title: string;
    amount_cents: string | number;
    expiration_date: string;
  }>(
    `SELECT i.id, i.invoice_number, i.status, i.authorized_at, i.created_at, s.company_name AS seller_name,
            s.document AS seller_document, c.customer_name, c.customer_document, c.customer_email, c.title,
            c.amount_cents, c.expiration_date::text AS expiration_date
       FROM charge_invoices i JOIN charges c ON c.id = i.charge_id JOIN sellers s ON s.id = c.seller_id
      WHERE i.id = $1 AND i.invoice_number IS NOT NULL AND i.status IN ('AUTHORIZED', 'CANCELED')`,
    [id],
  );
  if (!row || row.invoice_number === null) return null;
  return {
    id: row.id,
    number: row.invoice_number,
    status: row.status,
    authorizedAt: new Date(row.authorized_at ?? row.created_at),
    seller: { name: row.seller_name, document: row.seller_document },
    customer: { name: row.customer_name, document: row.customer_document, email: row.customer_email },
    service: row.title,
    amountCents: cents(row.amount_cents),
    dueDate: row.expiration_date,
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A small NFS-e-like XML: not any city's layout, but the fields a real one carries. */
export function invoiceXml(f: InvoiceFacts): string {
  const amount = (f.amountCents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<NotaFiscalServico versao="1.00" ambiente="sandbox">
  <Numero>${f.number}</Numero>
  <CodigoVerificacao>${escapeXml(f.id.slice(0, 8).toUpperCase())}</CodigoVerificacao>
  <DataEmissao>${f.authorizedAt.toISOString()}</DataEmissao>
  <Situacao>${f.status === 'CANCELED' ? 'CANCELADA' : 'AUTORIZADA'}</Situacao>
  <Prestador><Cnpj>${escapeXml(f.seller.document)}</Cnpj><RazaoSocial>${escapeXml(f.seller.name)}</RazaoSocial></Prestador>
  <Tomador><Documento>${escapeXml(f.customer.document)}</Documento><Nome>${escapeXml(f.customer.name)}</Nome><Email>${escapeXml(f.customer.email)}</Email></Tomador>
  <Servico><Discriminacao>${escapeXml(f.service)}</Discriminacao><ValorServicos>${amount}</ValorServicos></Servico>
</NotaFiscalServico>
`;
}

/** PDF text strings: WinAnsi (Latin-1) keeps the accents; the delimiters are escaped. */
const pdfText = (text: string) =>
  `(${Array.from(text.replace(/\u00a0/g, ' '), (c) => (c.charCodeAt(0) > 0xff ? '?' : c))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF with the invoice's facts, built by hand (byte offsets for the xref table). */
export function invoicePdf(f: InvoiceFacts): Buffer {
  const lines = [
    `NOTA FISCAL DE SERVIÇO ELETRÔNICA Nº ${f.number}${f.status === 'CANCELED' ? ' - CANCELADA' : ''}`,
    `Emitida em ${formatDateTime(f.authorizedAt)} (sandbox Balcão, sem valor fiscal)`,
    '',
    `Prestador: ${f.seller.name} - CNPJ ${maskCpfOrCnpj(f.seller.document)}`,
    `Tomador: ${f.customer.name} - ${maskCpfOrCnpj(f.customer.document)}`,
    `E-mail: ${f.customer.email}`,
    '',
    `Serviço: ${f.service}`,
    `Vencimento: ${formatApiDate(f.dueDate)}`,
    `Valor: ${formatBRL(f.amountCents)}`,
  ];
  const content = `BT /F1 12 Tf 50 790 Td 16 TL ${lines.map((l) => `${pdfText(l)} '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
