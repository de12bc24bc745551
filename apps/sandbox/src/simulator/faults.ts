import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, errorBody } from '../errors';

/** What an armed fault answers, and how many more requests it answers before the operation works again. */
export interface ArmedFault {
  operationId: string;
  status: number;
  remaining: number;
}

/**
 * The sandbox's fault switch: the next N requests of one operation answer an error instead of running, so
 * a screen's error, retry and recovery states can be seen and tested against the real gateway (a real
 * provider fails when it fails; nobody can ask it to). Kept in this process's memory: with several
 * processes on one Postgres, a fault holds for the process that received `POST /_sandbox/faults`.
 */
export interface Faults {
  arm(fault: ArmedFault): void;
  /** Takes one answer of the operation's fault, or null when none is armed. */
  take(operationId: string): number | null;
  list(): ArmedFault[];
  clear(): void;
}

export function createFaults(): Faults {
  const armed = new Map<string, ArmedFault>();
  return {
    arm: (fault) => {
      armed.set(fault.operationId, { ...fault });
    },
    take: (operationId) => {
      const fault = armed.get(operationId);
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) armed.delete(operationId);
      return fault.status;
    },
    list: () => [...armed.values()].map((fault) => ({ ...fault })),
    clear: () => armed.clear(),
  };
}

export const FAULT_DESCRIPTION = 'Falha simulada pelo sandbox (POST /_sandbox/faults).';

/**
 * The route step that answers an armed fault before the operation runs (nothing is written, nothing is
 * kept for idempotent replay), after the caller's access was checked, as a failing provider would answer.
 */
export function answerFault(faults: Faults, operationId: string) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const status = faults.take(operationId);
    if (status === null) return;
    return reply.code(status).send(errorBody('SANDBOX_FAULT', FAULT_DESCRIPTION));
  };
}

const armBody = {
  type: 'object',
  additionalProperties: false,
  required: ['operationId', 'status'],
  properties: {
    operationId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    times: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

/**
 * `/_sandbox/faults`: POST `{ operationId, status, times? }` makes the next `times` (default 1) requests of
 * that contract operation answer `status` with the gateway's error body; GET lists what is armed; DELETE
 * disarms everything. Only operations of the contract can fail this way, never the sandbox's own routes.
 */
export function faultRoutes(app: FastifyInstance, faults: Faults, operationIds: ReadonlySet<string>) {
  app.get('/_sandbox/faults', async () => ({ faults: faults.list() }));
  app.post('/_sandbox/faults', { schema: { body: armBody } }, async (request, reply) => {
    const body = request.body as { operationId: string; status: number; times?: number };
    if (!operationIds.has(body.operationId))
      throw badRequest(`Operação desconhecida: ${body.operationId}. Use um operationId dos contratos.`);
    const fault = { operationId: body.operationId, status: body.status, remaining: body.times ?? 1 };
    faults.arm(fault);
    return reply.code(201).send(fault);
  });
  app.delete('/_sandbox/faults', async () => {
    faults.clear();
    return { faults: [] };
  });
}

/**
 * Frames every answer as nginx with gzip, an API gateway or a proxy often does: streamed, without
 * `Content-Length` (`Transfer-Encoding: chunked`), the body in two chunks. Off by default; a test turns it
 * on (`createSandbox({ chunkedAnswers: true })`) to prove that clients read a body whatever its framing.
 */
export function answerChunked(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const bytes = Buffer.from(payload);
    if (bytes.length === 0) return payload;
    reply.removeHeader('content-length');
    const half = Math.ceil(bytes.length / 2);
    return Readable.from([bytes.subarray(0, half), bytes.subarray(half)], { objectMode: false });
  });
}
