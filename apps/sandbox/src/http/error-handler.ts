import { AmountPrecisionError } from '@balcao/domain/money';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from '../errors';
import { type AjvError, describeValidationError } from './validation-messages';

/** Fastify's own codes for input it could not take, each answered 400 (or its status) with a Portuguese reason. */
const BAD_INPUT: Record<string, [string, string, number?]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'O corpo da requisição não é um JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'O corpo da requisição está vazio; envie um JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['BODY_TOO_LARGE', 'O corpo da requisição passa do limite de 1 MiB.', 413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Tipo de conteúdo não suportado; envie application/json.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['INVALID_CONTENT_LENGTH', 'O tamanho informado do corpo não confere.'],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo inválido.'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo inválido.'],
  FST_ERR_BAD_URL: ['BAD_URL', 'Endereço inválido.'],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', 'Um parâmetro do endereço passa do tamanho permitido.', 414],
};

type GlueSecurityError = FastifyError & { errors?: unknown[] };

function toHttpError(error: GlueSecurityError): HttpError | null {
  if (error instanceof HttpError) return error;
  // Reais with a fraction of a cent that reached a rule (the contract marks money fields `format: money`).
  if (error instanceof AmountPrecisionError)
    return new HttpError(400, 'VALIDATION', 'O valor deve ter no máximo duas casas decimais.');
  if (Array.isArray(error.validation)) {
    const context = error.validationContext ?? 'body';
    return new HttpError(
      400,
      'VALIDATION',
      describeValidationError(error.validation[0] as AjvError, context),
    );
  }
  const known = error.code ? BAD_INPUT[error.code] : undefined;
  if (known) return new HttpError(known[2] ?? 400, known[0], known[1]);
  // fastify-openapi-glue wraps what the security handlers threw; the last one tells why.
  if (Array.isArray(error.errors)) {
    const reasons = error.errors.filter((e): e is HttpError => e instanceof HttpError);
    return reasons.at(-1) ?? new HttpError(401, 'UNAUTHORIZED', 'Sessão expirada ou inválida.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(400, 'BAD_REQUEST', 'Requisição inválida.');
  }
  return null;
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).type('application/json').send(error.body);
}

/**
 * What the router refuses before any route runs (a path parameter past its length, a malformed URL): given
 * to Fastify as `frameworkErrors`, since these never reach the error handler.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, toHttpError(error) ?? new HttpError(400, 'BAD_REQUEST', 'Requisição inválida.'));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: GlueSecurityError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'erro inesperado');
    return reply.code(500).type('application/json').send(errorBody('BAR-9999', 'Erro interno.'));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('application/json').send(errorBody('NOT_FOUND', 'Rota não encontrada.')),
  );
}
