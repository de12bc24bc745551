import type * as core from './generated/core';

/** The session as the sign-in and refresh calls return it. */
export type Session = core.components['schemas']['Session'];

export type SessionListener<S> = (session: S | null) => void;

/**
 * Where the session lives. Generic so that the app can keep its own fields beside the server's
 * (feature list, banking status): the client only reads `token` and `refreshToken`, and a
 * refresh merges the refresh response into what is stored, keeping the extras.
 */
export interface SessionStore<S extends Session = Session> {
  get(): S | null;
  set(session: S): void;
  clear(): void;
  /** Calls `listener` after every set or clear; returns the function that unsubscribes. */
  subscribe(listener: SessionListener<S>): () => void;
}

function createListeners<S>() {
  const listeners = new Set<SessionListener<S>>();
  return {
    add(listener: SessionListener<S>) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(session: S | null) {
      for (const listener of [...listeners]) listener(session);
    },
  };
}

/** A store that lives as long as the process: for Node scripts and tests. */
export function createMemorySessionStore<S extends Session = Session>(
  initial: S | null = null,
): SessionStore<S> {
  let current = initial;
  const listeners = createListeners<S>();
  return {
    get: () => current,
    set(session) {
      current = session;
      listeners.notify(session);
    },
    clear() {
      current = null;
      listeners.notify(null);
    },
    subscribe: listeners.add,
  };
}

/** The part of the Web Storage API the store uses, so a test can hand in a small stand-in. */
export type SessionStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A store kept in localStorage under one key, as §3.1 asks. It reads the storage on every `get`
 * (parsing only when the text changed) so that a refresh made by another tab is seen here.
 */
export function createLocalStorageSessionStore<S extends Session = Session>(
  storage: SessionStorageArea = globalThis.localStorage,
  key = 'balcao.session',
): SessionStore<S> {
  if (!storage) throw new Error('createLocalStorageSessionStore: no Storage available (pass one in Node)');
  const listeners = createListeners<S>();
  let cachedText: string | null = null;
  let cachedSession: S | null = null;
  return {
    get() {
      const text = storage.getItem(key);
      if (text !== cachedText) {
        cachedText = text;
        cachedSession = parseSession<S>(text);
      }
      return cachedSession;
    },
    set(session) {
      storage.setItem(key, JSON.stringify(session));
      listeners.notify(session);
    },
    clear() {
      storage.removeItem(key);
      listeners.notify(null);
    },
    subscribe: listeners.add,
  };
}

function parseSession<S>(text: string | null): S | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const looksLikeSession =
      typeof value === 'object' && value !== null && typeof (value as { token?: unknown }).token === 'string';
    return looksLikeSession ? (value as S) : null;
  } catch {
    return null;
  }
}
