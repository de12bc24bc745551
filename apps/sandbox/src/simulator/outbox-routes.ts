import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOutbox, type OutboxEmail, readAttachment } from '../areas/shared/outbox';
import type { Db } from '../db/db';
import { errorBody } from '../errors';
import type { PublicUrls } from '../http/context';
import { escapeHtml, page } from './html';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function attachmentList(email: OutboxEmail): string {
  if (email.attachments.length === 0) return '';
  const items = email.attachments
    .map(
      (a) =>
        `<li><a href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${a.size} bytes)</li>`,
    )
    .join('');
  return `  <p class="meta">Anexos:</p><ul>${items}</ul>\n`;
}

const CHANNEL_LABEL: Record<OutboxEmail['channel'], string> = {
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  SMS: 'SMS',
};

function renderOutbox(emails: OutboxEmail[], to: string | undefined): string {
  const items = emails
    .map(
      (e) => `<article class="email">
  <h2>${escapeHtml(e.subject)}</h2>
  <p class="meta">${CHANNEL_LABEL[e.channel]} para <strong>${escapeHtml(e.to)}</strong>${e.bcc ? ` (cópia oculta para ${escapeHtml(e.bcc)})` : ''} · <time datetime="${e.createdAt}">${e.createdAt}</time></p>
  <pre>${linkify(e.body)}</pre>
${attachmentList(e)}</article>`,
    )
    .join('\n');
  const filter = to ? ` para ${escapeHtml(to)} (<a href="/_sandbox/outbox">ver todos</a>)` : '';
  const empty = '<p>Nenhuma mensagem enviada ainda.</p>';
  return page(
    'Caixa de saída do sandbox',
    `<h1>Caixa de saída</h1>
<p>E-mails, mensagens de WhatsApp e SMS que o sandbox teria enviado${filter}, mais novos primeiro. JSON em
<a href="/_sandbox/outbox?format=json">?format=json</a>.</p>
${emails.length ? items : empty}`,
  );
}

function wantsJson(request: FastifyRequest, format: string | undefined): boolean {
  if (format) return format === 'json';
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * `/_sandbox/outbox`: every e-mail, WhatsApp message and SMS the sandbox "sent", as an HTML page or JSON
 * (`?to=` and `?channel=EMAIL|WHATSAPP|SMS` filter), each with its `channel`, `bcc` and `attachments`
 * (`filename`, `contentType`, `size`, `url`); the bytes at `url`.
 */
export function outboxRoutes(app: FastifyInstance, db: Db, urls: PublicUrls) {
  app.get('/_sandbox/outbox', async (request, reply) => {
    const { to, format, channel } = request.query as { to?: string; format?: string; channel?: string };
    const emails = await listOutbox(db, {
      ...(to ? { to } : {}),
      ...(channel === 'EMAIL' || channel === 'WHATSAPP' || channel === 'SMS' ? { channel } : {}),
    });
    if (wantsJson(request, format)) {
      // Attachment links are absolute in JSON, so a script can fetch them as they come.
      const origin = urls.gateway;
      return {
        emails: emails.map((e) => ({
          ...e,
          attachments: e.attachments.map((a) => ({ ...a, url: `${origin}${a.url}` })),
        })),
      };
    }
    return reply.type('text/html; charset=utf-8').send(renderOutbox(emails, to));
  });

  // The bytes of one attachment, as the mail client would save them.
  app.get('/_sandbox/outbox/:emailId/attachments/:position', async (request, reply) => {
    const { emailId, position } = request.params as { emailId: string; position: string };
    const file =
      /^\d{1,9}$/.test(emailId) && /^\d{1,4}$/.test(position)
        ? await readAttachment(db, Number(emailId), Number(position))
        : null;
    if (!file) return reply.code(404).send(errorBody('NOT_FOUND', 'Anexo não encontrado.'));
    const ascii = file.filename.replace(/[^\w.-]/g, '_');
    return reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.content));
  });
}
