/** Ajv's errors, as Fastify reports them, told in Portuguese for whoever called the API. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** The value refused (Ajv's `verbose`). */
  data?: unknown;
}

const TYPE_LABELS: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

const FORMAT_LABELS: Record<string, string> = {
  email: 'um e-mail válido',
  'date-time': 'uma data e hora válida (ISO 8601)',
  date: 'uma data válida (aaaa-mm-dd)',
  uuid: 'um UUID válido',
  uri: 'um endereço (URL) válido',
};

const SUBJECTS: Record<string, string> = {
  body: 'O campo',
  querystring: 'O parâmetro',
  params: 'O parâmetro',
  headers: 'O cabeçalho',
};

function fieldName(error: AjvError, context: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  // Header names reach the validator lower-cased; the contract spells them in Title-Case.
  if (context === 'headers')
    return path.map((p) => p.replace(/(^|-)([a-z])/g, (_, d, c) => d + c.toUpperCase())).join('.');
  return path.join('.');
}

function typeLabel(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_LABELS[t] ?? t).join(' ou ');
}

export function describeValidationError(error: AjvError | undefined, context = 'body'): string {
  if (!error) return 'Requisição inválida.';
  const field = fieldName(error, context);
  if (field === '' && context === 'body') {
    return error.keyword === 'type'
      ? `O corpo da requisição deve ser ${typeLabel(error.params.type)}.`
      : 'O corpo da requisição é inválido.';
  }
  const subject = `${SUBJECTS[context] ?? 'O campo'} ${field}`;
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `${subject} é obrigatório.`;
    case 'additionalProperties':
      return `${subject} não é permitido.`;
    case 'type':
      return `${subject} deve ser ${typeLabel(error.params.type)}.`;
    case 'minLength':
      return `${subject} deve ter no mínimo ${limit} caracteres.`;
    case 'maxLength':
      return `${subject} deve ter no máximo ${limit} caracteres.`;
    case 'minimum':
      return `${subject} deve ser no mínimo ${limit}.`;
    case 'maximum':
      return `${subject} deve ser no máximo ${limit}.`;
    case 'exclusiveMinimum':
      return `${subject} deve ser maior que ${limit}.`;
    case 'exclusiveMaximum':
      return `${subject} deve ser menor que ${limit}.`;
    case 'invalidCharacters':
      return `${subject} contém caracteres inválidos.`;
    case 'minItems':
      return `${subject} deve ter no mínimo ${limit} itens.`;
    case 'maxItems':
      return `${subject} deve ter no máximo ${limit} itens.`;
    case 'format': {
      if (error.params.format === 'money' && Object.is(error.data, -0))
        return `${subject} deve ser um valor sem sinal.`;
      if (error.params.format === 'money') return `${subject} deve ter no máximo duas casas decimais.`;
      const label = FORMAT_LABELS[String(error.params.format)];
      return label ? `${subject} deve ser ${label}.` : `${subject} está em formato inválido.`;
    }
    case 'pattern':
      return `${subject} está em formato inválido.`;
    case 'enum':
      return `${subject} deve ser um destes valores: ${(error.params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${subject} deve ser ${String(error.params.allowedValue)}.`;
    default:
      return `${subject} é inválido.`;
  }
}
