import { addDays, businessToday, isApiDate } from '@balcao/domain/dates';
import type { FastifyInstance } from 'fastify';
import { cdiRateOn, setCdiRate } from '../areas/treasury/cdi-rates';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import { badRequest, HttpError, notFound } from '../errors';

const cdiBody = {
  type: 'object',
  additionalProperties: false,
  required: ['rate'],
  properties: {
    rate: { type: 'number', minimum: 0, maximum: 100 },
    from: { type: 'string', maxLength: 10 },
  },
} as const;

const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['document', 'hideAcquiringAccount'],
  properties: {
    document: { type: 'string', minLength: 11, maxLength: 18, pattern: '^[0-9./-]+$' },
    hideAcquiringAccount: { type: 'boolean' },
  },
} as const;

/** What `GET /_sandbox/treasury/cdi` answers: the DI rate in force and the last published days. */
export interface SandboxCdi {
  current: { day: string; rate: number } | null;
  history: { day: string; rate: number }[];
}

/**
 * The bank behind the treasury, as an operator drives it: `GET /_sandbox/treasury/cdi` shows the DI rate
 * in force and the last published days; `POST /_sandbox/treasury/cdi { rate, from? }` makes the DI `rate`
 * % a year from the business day `from` (today by default) on, as a Copom decision would; a day already
 * credited to an application keeps its rate (409). `POST /_sandbox/treasury/settings { document,
 * hideAcquiringAccount }` is the seller setting that hides the acquiring tile of /tesouraria.
 */
export function treasuryRoutes(app: FastifyInstance, db: Db, clock: SandboxClock) {
  app.get('/_sandbox/treasury/cdi', async (): Promise<SandboxCdi> => {
    const today = businessToday(clock.now());
    const history = await db.query<{ day: string; rate: string }>(
      `SELECT day::text, annual_percent::text AS rate FROM cdi_rates WHERE day <= $1::date ORDER BY day DESC LIMIT 30`,
      [today],
    );
    return {
      current: await cdiRateOn(db, today),
      history: history.map((r) => ({ day: r.day, rate: Number(r.rate) })),
    };
  });
  app.post('/_sandbox/treasury/cdi', { schema: { body: cdiBody } }, async (request) => {
    const body = request.body as { rate: number; from?: string };
    if (Math.abs(Math.round(body.rate * 100) / 100 - body.rate) > 1e-9)
      throw badRequest('A taxa DI tem no máximo duas casas decimais.');
    if (body.from !== undefined && !isApiDate(body.from))
      throw badRequest('Informe o dia no formato aaaa-mm-dd.');
    const now = clock.now();
    const today = businessToday(now);
    const from = body.from ?? today;
    // The holiday calendar is bounded, and a rate more than a year away is nobody's decision yet.
    if (from < addDays(today, -400) || from > addDays(today, 366))
      throw badRequest('Informe um dia entre 400 dias atrás e um ano à frente.');
    const day = await db.transaction((tx) => setCdiRate(tx, { from, rate: body.rate }, now));
    if (day === null)
      throw new HttpError(409, 'CDI_ALREADY_CREDITED', 'O DI de um dia já creditado às aplicações não muda.');
    return { day, rate: body.rate };
  });
  app.post('/_sandbox/treasury/settings', { schema: { body: settingsBody } }, async (request) => {
    const body = request.body as { document: string; hideAcquiringAccount: boolean };
    const [seller] = await db.query<{ id: number }>(
      `UPDATE sellers SET treasury_hides_acquiring = $2 WHERE document = $1 RETURNING id`,
      [body.document.replace(/\D/g, ''), body.hideAcquiringAccount],
    );
    if (!seller) throw notFound('Seller não encontrado.');
    return { document: body.document.replace(/\D/g, ''), hideAcquiringAccount: body.hideAcquiringAccount };
  });
}
