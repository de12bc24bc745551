import type { OpenApiDocument } from '../../openapi';
import { escapeHtml } from '../html';

export type Schema = Record<string, unknown>;

/** Light Markdown: `code`, and blank lines between paragraphs. */
export function prose(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}

export function resolveRef(doc: OpenApiDocument, ref: string): { name: string; schema: Schema } | null {
  const match = /^#\/components\/(\w+)\/(.+)$/.exec(ref);
  if (!match) return null;
  const target = doc.components?.[match[1]!]?.[match[2]!];
  return target ? { name: match[2]!, schema: target as Schema } : null;
}

/** Follows `$ref`s of parameters, request bodies and responses to the object they name. */
export function deref<T = Schema>(doc: OpenApiDocument, value: unknown): T {
  let current = value as Schema;
  for (let i = 0; i < 5 && typeof current?.$ref === 'string'; i++) {
    current = (resolveRef(doc, current.$ref)?.schema ?? {}) as Schema;
  }
  return current as T;
}

const CONSTRAINTS: [key: string, label: string][] = [
  ['format', 'formato'],
  ['minLength', 'mín. caracteres'],
  ['maxLength', 'máx. caracteres'],
  ['minimum', 'mínimo'],
  ['maximum', 'máximo'],
  ['minItems', 'mín. itens'],
  ['maxItems', 'máx. itens'],
  ['pattern', 'padrão'],
  ['default', 'padrão se ausente'],
];

function typeOf(schema: Schema): string {
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  if (schema.oneOf) return 'um de';
  if (schema.anyOf) return 'qualquer de';
  if (schema.allOf) return 'todos de';
  return 'qualquer';
}

function facts(schema: Schema): string {
  const parts = CONSTRAINTS.filter(([key]) => schema[key] !== undefined).map(
    ([key, label]) => `${label}: <code>${escapeHtml(String(JSON.stringify(schema[key])))}</code>`,
  );
  if (Array.isArray(schema.enum)) {
    parts.push(
      `valores: ${schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`,
    );
  }
  return parts.length ? ` <span class="meta">(${parts.join('; ')})</span>` : '';
}

/**
 * A schema as a nested list: each field with its type, whether it is required, its limits and its
 * description. Named schemas link to their entry; cycles stop at the second visit.
 */
export function schemaHtml(
  doc: OpenApiDocument,
  gateway: string,
  input: unknown,
  seen: string[] = [],
): string {
  let schema = (input ?? {}) as Schema;
  let heading = '';
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(doc, schema.$ref);
    if (!target) return `<code>${escapeHtml(schema.$ref)}</code>`;
    const link = `<a href="#${gateway}-schema-${target.name}">${escapeHtml(target.name)}</a>`;
    if (seen.includes(target.name) || seen.length > 6) return link;
    seen = [...seen, target.name];
    heading = `${link} `;
    schema = target.schema;
  }
  const head = `${heading}<em>${escapeHtml(typeOf(schema))}</em>${facts(schema)}${prose(schema.description)}`;
  const children: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries(properties)) {
    const flag = required.has(name) ? ' <span class="req">obrigatório</span>' : '';
    children.push(
      `<li><code>${escapeHtml(name)}</code>${flag} ${schemaHtml(doc, gateway, child, seen)}</li>`,
    );
  }
  if (schema.additionalProperties === false && Object.keys(properties).length) {
    children.push('<li class="meta">Campos não listados são recusados (400).</li>');
  }
  if (schema.items) children.push(`<li>itens: ${schemaHtml(doc, gateway, schema.items, seen)}</li>`);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const option of (schema[key] as unknown[] | undefined) ?? []) {
      children.push(`<li>${schemaHtml(doc, gateway, option, seen)}</li>`);
    }
  }
  return children.length ? `${head}<ul>${children.join('')}</ul>` : head;
}

export function exampleHtml(media: Schema | undefined): string {
  if (!media) return '';
  const examples: unknown[] = [];
  if (media.example !== undefined) examples.push(media.example);
  for (const entry of Object.values((media.examples ?? {}) as Record<string, { value?: unknown }>)) {
    if (entry.value !== undefined) examples.push(entry.value);
  }
  return examples
    .map((e) => `<p class="meta">Exemplo</p><pre>${escapeHtml(JSON.stringify(e, null, 2))}</pre>`)
    .join('');
}
