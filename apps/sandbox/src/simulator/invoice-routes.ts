import type { FastifyInstance } from 'fastify';
import { invoicePdf, invoiceXml, loadInvoiceFacts } from '../areas/invoices/documents';
import type { Db } from '../db/db';
import { errorBody } from '../errors';

/**
 * `/_sandbox/invoices/{id}.pdf|.xml`: the files of an authorized (or cancelled) invoice, as a city hall
 * would host them. No authentication, like every `/_sandbox` tool; the ids are random UUIDs.
 */
export function invoiceRoutes(app: FastifyInstance, db: Db) {
  app.get('/_sandbox/invoices/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([0-9a-f-]{36})\.(pdf|xml)$/i.exec(file);
    const facts = match ? await loadInvoiceFacts(db, match[1]!) : null;
    if (!match || !facts) return reply.code(404).send(errorBody('NOT_FOUND', 'Nota fiscal não encontrada.'));
    const filename = `nota-fiscal-${facts.number}.${match[2]!.toLowerCase()}`;
    reply.header('content-disposition', `inline; filename="${filename}"`);
    if (match[2]!.toLowerCase() === 'xml')
      return reply.type('application/xml; charset=utf-8').send(invoiceXml(facts));
    return reply.type('application/pdf').send(invoicePdf(facts));
  });
}
