import { anyOperationErrorCodes, type OperationId, operationErrorCodes } from '@balcao/client';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';

const anywhere: ReadonlySet<string> = new Set(Object.values(anyOperationErrorCodes).flat());

/** Whether the contract lists `code` for this operation and status (x-error-codes, openapi/core.yaml). */
export function isDeclaredErrorCode(operationId: string, status: number, code: string): boolean {
  if (anywhere.has(code)) return true;
  const table: Record<number, readonly string[]> | undefined =
    operationErrorCodes[operationId as OperationId];
  return table?.[status]?.includes(code) ?? false;
}

/**
 * Tests only: an error code the contract does not list for the operation that answered it becomes a 500
 * naming it, so a new code cannot reach integrators undocumented (their SDK types `error.code` from the list).
 */
export function refuseUndeclaredErrorCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { operationId } = request.routeOptions.config as { operationId?: string };
    if (!operationId || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let codes: unknown[] = [];
    try {
      codes = (JSON.parse(payload) as { errors?: { code?: unknown }[] }).errors?.map((e) => e.code) ?? [];
    } catch {
      return payload;
    }
    const undeclared = codes.find(
      (code) => !isDeclaredErrorCode(operationId, reply.statusCode, String(code)),
    );
    if (undeclared === undefined) return payload;
    const status = reply.statusCode;
    reply.code(500);
    return JSON.stringify(
      errorBody(
        'UNDECLARED_ERROR_CODE',
        `${operationId} respondeu ${status} ${String(undeclared)}, código ausente do seu x-error-codes.`,
      ),
    );
  });
}
