import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';
import type { LoadedDocument } from '../openapi';
import { renderReference } from './docs/reference';

/** The last reference rendered, and from which documents (parsed once per process: openapi.ts). */
let rendered: { documents: LoadedDocument['document'][]; html: string } | undefined;

function referenceOf(documents: LoadedDocument[]): string {
  const parsed = documents.map((loaded) => loaded.document);
  if (
    rendered?.documents.length !== parsed.length ||
    parsed.some((document, index) => rendered?.documents[index] !== document)
  )
    rendered = { documents: parsed, html: renderReference(documents) };
  return rendered.html;
}

/** `/docs` (the reference, rendered once) and `/openapi/<gateway>.yaml` (the documents as written). */
export function docsRoutes(app: FastifyInstance, documents: LoadedDocument[]) {
  const html = referenceOf(documents);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/openapi/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const found = documents.find((d) => `${d.gateway}.yaml` === file);
    if (!found) return reply.code(404).send(errorBody('NOT_FOUND', 'Documento não encontrado.'));
    return reply.type('application/yaml; charset=utf-8').send(found.source);
  });
}
