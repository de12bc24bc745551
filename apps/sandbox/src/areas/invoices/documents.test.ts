import { describe, expect, it } from 'vitest';
import { invoicePdf, invoiceXml } from './documents';

const facts = {
  id: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4',
  number: 1042,
  status: 'AUTHORIZED',
  authorizedAt: new Date('2026-11-03T21:00:00Z'),
  seller: { name: 'Loja Exemplo Ltda', document: '11222333000181' },
  customer: { name: 'João (Jota) <Pereira>', document: '52998224725', email: 'joao@exemplo.com.br' },
  service: 'Consultoria & suporte',
  amountCents: 123456,
  dueDate: '2026-11-10',
};

describe('invoice files', () => {
  it('builds a PDF whose cross-reference table points at its objects', () => {
    const pdf = invoicePdf(facts);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(
      offsets.map((_, i) => `${i + 1} 0 obj`),
    );
    expect(text).toContain('João \\(Jota\\) <Pereira>');
    expect(text).toContain('1.234,56');
  });

  it('escapes the XML', () => {
    const xml = invoiceXml(facts);
    expect(xml).toContain('<Numero>1042</Numero>');
    expect(xml).toContain('<Nome>João (Jota) &lt;Pereira&gt;</Nome>');
    expect(xml).toContain('<Discriminacao>Consultoria &amp; suporte</Discriminacao>');
    expect(xml).toContain('<ValorServicos>1234.56</ValorServicos>');
  });
});
