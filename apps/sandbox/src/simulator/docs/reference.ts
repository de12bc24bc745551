import type { LoadedDocument, OpenApiDocument } from '../../openapi';
import { escapeHtml, page } from '../html';
import { deref, exampleHtml, prose, type Schema, schemaHtml } from './schema-html';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  spec: Schema;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, spec: item[method] as Schema })),
  );
}

function securityHtml(doc: OpenApiDocument, op: Schema): string {
  const requirements = (op.security ?? doc.security ?? []) as Record<string, string[]>[];
  if (requirements.length === 0) return 'Pública (sem token).';
  const names = requirements.flatMap((r) => Object.keys(r));
  return names.length
    ? `Bearer: ${names.map((n) => `<code>${escapeHtml(n)}</code>`).join(' ou ')}.`
    : 'Pública (sem token).';
}

function parametersHtml(doc: OpenApiDocument, gateway: string, params: unknown[]): string {
  if (!params.length) return '';
  const rows = params
    .map((raw) => deref(doc, raw))
    .map(
      (
        p,
      ) => `<tr><td><code>${escapeHtml(String(p.name))}</code>${p.required ? ' <span class="req">obrigatório</span>' : ''}</td>
<td>${escapeHtml(String(p.in))}</td><td>${schemaHtml(doc, gateway, p.schema)}${prose(p.description)}</td>
<td>${p.example !== undefined ? `<code>${escapeHtml(JSON.stringify(p.example))}</code>` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parâmetros</h4><table><tr><th>Nome</th><th>Onde</th><th>Esquema</th><th>Exemplo</th></tr>${rows}</table>`;
}

function contentHtml(doc: OpenApiDocument, gateway: string, content: unknown): string {
  return Object.entries((content ?? {}) as Record<string, Schema>)
    .map(
      ([type, media]) =>
        `<p class="meta">${escapeHtml(type)}</p><div class="schema">${schemaHtml(doc, gateway, media.schema)}</div>${exampleHtml(media)}`,
    )
    .join('');
}

function operationHtml(doc: OpenApiDocument, gateway: string, op: Operation): string {
  const spec = op.spec;
  const id = String(spec.operationId ?? `${op.method}-${op.path}`);
  const body = spec.requestBody ? deref(doc, spec.requestBody) : null;
  const responses = Object.entries((spec.responses ?? {}) as Record<string, unknown>)
    .map(([code, raw]) => {
      const response = deref(doc, raw);
      const headers = Object.keys((response.headers ?? {}) as object);
      const headerNote = headers.length
        ? `<p class="meta">Cabeçalhos: ${headers.map((h) => `<code>${escapeHtml(h)}</code>`).join(', ')}</p>`
        : '';
      return `<h5>${escapeHtml(code)} — ${escapeHtml(String(response.description ?? ''))}</h5>${headerNote}${contentHtml(doc, gateway, response.content)}`;
    })
    .join('');
  return `<section class="op" id="${gateway}-${escapeHtml(id)}">
<h3><span class="method ${op.method}">${op.method.toUpperCase()}</span> <code>/${gateway}${escapeHtml(op.path)}</code></h3>
<p><strong>${escapeHtml(String(spec.summary ?? ''))}</strong> · operationId <code>${escapeHtml(id)}</code></p>
${prose(spec.description)}
<p class="meta">Autenticação: ${securityHtml(doc, spec)}</p>
${parametersHtml(doc, gateway, (spec.parameters as unknown[]) ?? [])}
${body ? `<h4>Corpo da requisição${body.required ? ' (obrigatório)' : ''}</h4>${contentHtml(doc, gateway, body.content)}` : ''}
<h4>Respostas</h4>${responses}
</section>`;
}

function documentHtml({ gateway, document: doc }: LoadedDocument): string {
  const operations = operationsOf(doc);
  const tags = [...(doc.tags ?? []).map((t) => t.name), 'outras'];
  const byTag = tags
    .map((tag) => {
      const ops = operations.filter(
        (op) => ((op.spec.tags as string[] | undefined)?.[0] ?? 'outras') === tag,
      );
      if (!ops.length) return '';
      const description = doc.tags?.find((t) => t.name === tag)?.description;
      return `<h2 id="${gateway}-tag-${tag}">${escapeHtml(tag)}</h2>${prose(description)}${ops.map((op) => operationHtml(doc, gateway, op)).join('')}`;
    })
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<div class="card schema" id="${gateway}-schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schemaHtml(doc, gateway, schema, [name])}</div>`,
    )
    .join('');
  const empty = operations.length ? '' : '<p>Este documento ainda não descreve operações.</p>';
  return `<section id="${gateway}">
<h1>${escapeHtml(doc.info?.title ?? gateway)} <span class="meta">v${escapeHtml(doc.info?.version ?? '')}</span></h1>
${prose(doc.info?.description)}
<p class="meta">Base: <code>/${gateway}</code> · contrato: <a href="/openapi/${gateway}.yaml">/openapi/${gateway}.yaml</a></p>
${empty}${byTag}
${schemas ? `<h2>Esquemas</h2>${schemas}` : ''}
</section>`;
}

function tableOfContents(documents: LoadedDocument[]): string {
  const entries = documents
    .map(({ gateway, document: doc }) => {
      const ops = operationsOf(doc)
        .map(
          (op) =>
            `<li><a href="#${gateway}-${escapeHtml(String(op.spec.operationId))}"><span class="method ${op.method}">${op.method.toUpperCase()}</span> ${escapeHtml(op.path)}</a> — ${escapeHtml(String(op.spec.summary ?? ''))}</li>`,
        )
        .join('');
      return `<li><a href="#${gateway}"><strong>${gateway}</strong></a>${ops ? `<ul>${ops}</ul>` : ''}</li>`;
    })
    .join('');
  return `<nav class="card"><h2>Documentos</h2><ul>${entries}</ul></nav>`;
}

/** The API reference of the three documents as one self-contained page, rendered from the contract. */
export function renderReference(documents: LoadedDocument[]): string {
  return page(
    'Referência da API do Balcão',
    `<h1>Referência da API do Balcão</h1>
<p>Gerada dos documentos OpenAPI em <code>openapi/</code>, os mesmos que o sandbox usa para validar cada chamada.
Erros sempre respondem <code>{ "errors": [{ "code", "description" }] }</code>.</p>
${tableOfContents(documents)}
${documents.map(documentHtml).join('\n')}`,
  );
}
