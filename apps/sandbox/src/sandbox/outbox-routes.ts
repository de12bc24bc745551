import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { listOutbox, type OutboxEmail } from '../rules/outbox';
import { escapeHtml, page } from './html';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderOutbox(emails: OutboxEmail[], to: string | undefined): string {
  const items = emails
    .map(
      (e) => `<article class="email">
  <h2>${escapeHtml(e.subject)}</h2>
  <p class="meta">Para <strong>${escapeHtml(e.to)}</strong> · <time datetime="${e.createdAt}">${e.createdAt}</time></p>
  <pre>${linkify(e.body)}</pre>
</article>`,
    )
    .join('\n');
  const filter = to ? ` para ${escapeHtml(to)} (<a href="/_sandbox/outbox">ver todos</a>)` : '';
  const empty = '<p>Nenhum e-mail enviado ainda.</p>';
  return page(
    'Caixa de saída do sandbox',
    `<h1>Caixa de saída</h1>
<p>E-mails que o sandbox teria enviado${filter}, mais novos primeiro. JSON em
<a href="/_sandbox/outbox?format=json">?format=json</a>.</p>
${emails.length ? items : empty}`,
  );
}

function wantsJson(request: FastifyRequest, format: string | undefined): boolean {
  if (format) return format === 'json';
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** `/_sandbox/outbox`: every e-mail the sandbox "sent", as an HTML page or JSON (`?to=` filters). */
export function outboxRoutes(app: FastifyInstance, db: Db) {
  app.get('/_sandbox/outbox', async (request, reply) => {
    const { to, format } = request.query as { to?: string; format?: string };
    const emails = await listOutbox(db, { ...(to ? { to } : {}) });
    if (wantsJson(request, format)) return { emails };
    return reply.type('text/html; charset=utf-8').send(renderOutbox(emails, to));
  });
}
