import type { Db } from './db/db';

/** Every rule reads time from here, never from `new Date()`, so tests and the operator can move it. */
export interface Clock {
  now(): Date;
}

export interface ClockState {
  /** Milliseconds added to the real time. */
  offsetMs: number;
  /** When set, time stands still at this instant. */
  frozenAt: string | null;
}

/**
 * The machine's time, which moving the sandbox clock does not change. Security limits (sign-in, two-factor
 * codes, resets, invitations) count it: a clock an operator can move must not lift them, nor forget the
 * failures they counted. Business time stays on the sandbox clock.
 */
export interface RealTime {
  real(): Date;
}

/** The sandbox clock: real time shifted by an offset, or frozen, persisted so a restart keeps it. */
export interface SandboxClock extends Clock, RealTime {
  state(): ClockState;
  set(now: Date, options?: { frozen?: boolean }): Promise<void>;
  advance(seconds: number): Promise<void>;
  reset(): Promise<void>;
  /** Reads the state again from where it is kept: another process on the same database may have moved it. */
  sync(): Promise<void>;
  /**
   * Takes the state as just read from where it is kept by a query that had other work to do (the
   * session check reads it beside the user: one round trip per request, not two). A clock not kept in
   * the database ignores it, as it ignores `sync`.
   */
  adopt(stored: ClockState | null): void;
}

const SETTING = 'clock';
const REAL: ClockState = { offsetMs: 0, frozenAt: null };

export function createClock(
  initial: ClockState = REAL,
  persist: (state: ClockState) => Promise<void> = async () => {},
  realNow: () => number = Date.now,
  load?: () => Promise<ClockState>,
): SandboxClock {
  let state = { ...initial };
  const save = async (next: ClockState) => {
    await persist(next);
    state = next;
  };
  const now = () => (state.frozenAt ? new Date(state.frozenAt) : new Date(realNow() + state.offsetMs));
  return {
    now,
    real: () => new Date(realNow()),
    state: () => ({ ...state }),
    set: (instant, options = {}) =>
      save(
        options.frozen
          ? { offsetMs: 0, frozenAt: instant.toISOString() }
          : { offsetMs: instant.getTime() - realNow(), frozenAt: null },
      ),
    advance: (seconds) =>
      save(
        state.frozenAt
          ? { ...state, frozenAt: new Date(Date.parse(state.frozenAt) + seconds * 1000).toISOString() }
          : { ...state, offsetMs: state.offsetMs + seconds * 1000 },
      ),
    reset: () => save(REAL),
    sync: async () => {
      if (load) state = { ...(await load()) };
    },
    adopt: (stored) => {
      if (load) state = { ...(stored ?? REAL) };
    },
  };
}

/** A scalar subquery answering the stored clock state (or null), for queries that read it beside their own rows. */
export const STORED_CLOCK_SQL = `(SELECT value FROM sandbox_settings WHERE key = '${SETTING}')`;

async function readState(db: Db): Promise<ClockState> {
  const rows = await db.query<{ value: ClockState }>('SELECT value FROM sandbox_settings WHERE key = $1', [
    SETTING,
  ]);
  return rows[0]?.value ?? REAL;
}

/**
 * The clock as the database last saw it. It lives in the database: every process on one Postgres reads it
 * there (`sync` at the start of each request and scheduler run), so moving it on one moves it for all.
 */
export async function loadClock(db: Db, realNow: () => number = Date.now): Promise<SandboxClock> {
  const persist = async (state: ClockState) => {
    await db.query(
      `INSERT INTO sandbox_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [SETTING, JSON.stringify(state)],
    );
  };
  return createClock(await readState(db), persist, realNow, () => readState(db));
}
