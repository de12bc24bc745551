import type { FastifyInstance, FastifyReply } from 'fastify';
import { configureInvoicesByForm } from '../areas/invoices/configuration';
import { invoicePdf, invoiceXml, loadInvoiceFacts } from '../areas/invoices/documents';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { errorBody, HttpError } from '../errors';
import { escapeHtml, page } from './html';

const html = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const FORM_TITLE = 'Configuração de nota fiscal';

function formPage(error?: string, cnpj = ''): string {
  return page(
    FORM_TITLE,
    `<h1>${FORM_TITLE}</h1>
<p>Formulário do provedor (simulado pelo sandbox): informe o CNPJ da empresa que vai emitir as notas
fiscais. No sandbox, a configuração é aprovada na hora e a emissão fica ativa.</p>
<form method="post" action="/_sandbox/nota-fiscal">
<label for="cnpj">CNPJ da empresa</label>
<input id="cnpj" name="cnpj" required maxlength="18" value="${escapeHtml(cnpj)}"${error ? ' aria-invalid="true" aria-describedby="erro"' : ''}>
${error ? `<p id="erro" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Enviar configuração</button>
</form>`,
  );
}

/**
 * `/_sandbox/invoices/{id}.pdf|.xml`: the files of an authorized (or cancelled) invoice, as a city hall
 * would host them: public pages (`simulatorPage`, no operator credential) since the merchant opens them from
 * the app and sends them on; the ids are random UUIDs.
 */
export function invoiceRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  invoiceFormRoutes(app, db, clock);
  app.get('/_sandbox/invoices/:file', { config: { simulatorPage: true } }, async (request, reply) => {
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

/**
 * `/_sandbox/nota-fiscal`: the external invoice configuration form that /nota-fiscal links to when the
 * seller has none (the `invoiceFormUrl` of /config.json). A plain form, no script; POST configures the
 * seller with that CNPJ (areas/invoices/configuration.ts). A `simulatorPage`: the merchant's browser opens
 * it from the app and cannot carry the operator credential, as the provider's own page would not ask for it.
 */
function invoiceFormRoutes(app: FastifyInstance, db: Db, clock: Clock) {
  app.register(async (scope) => {
    // Forms post urlencoded; only these routes read it (the gateways stay JSON only).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get('/_sandbox/nota-fiscal', { config: { simulatorPage: true } }, async (_request, reply) =>
      html(reply, 200, formPage()),
    );
    scope.post('/_sandbox/nota-fiscal', { config: { simulatorPage: true } }, async (request, reply) => {
      const body = request.body as Record<string, unknown> | null;
      const cnpj = typeof body?.cnpj === 'string' ? body.cnpj : '';
      try {
        const result = await db.transaction((tx) => configureInvoicesByForm(tx, clock, cnpj));
        const title = result.created ? 'Configuração concluída' : 'Nota fiscal já configurada';
        const text = result.created
          ? `A emissão de notas fiscais de ${escapeHtml(result.seller)} está configurada e ativa. Volte ao Balcão e clique em 'Já configurei'.`
          : `${escapeHtml(result.seller)} já tem a nota fiscal configurada; ative ou desative a emissão no Balcão, em Nota Fiscal.`;
        return html(reply, result.created ? 201 : 200, page(title, `<h1>${title}</h1><p>${text}</p>`));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return html(reply, error.statusCode, formPage(error.message, cnpj.slice(0, 18)));
      }
    });
  });
}
