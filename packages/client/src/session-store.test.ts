import { describe, expect, it } from 'vitest';
import {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  type SessionStorageArea,
  type SessionStore,
} from './session-store';
import { makeSession } from './test-support';

/** A small in-memory stand-in for window.localStorage. */
class MemoryStorage implements SessionStorageArea {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type AppSession = ReturnType<typeof makeSession> & {
  features: string[];
  bankingStatus: 'ACTIVE' | 'INACTIVE';
};
const appSession: AppSession = {
  ...makeSession(),
  features: ['view_seller_balance'],
  bankingStatus: 'ACTIVE',
};

const stores: [string, () => SessionStore<AppSession>][] = [
  ['memory', () => createMemorySessionStore<AppSession>()],
  ['localStorage', () => createLocalStorageSessionStore<AppSession>(new MemoryStorage())],
];

describe.each(stores)('%s session store', (_name, create) => {
  it('starts empty, keeps what is set with its extras, and clears', () => {
    const store = create();
    expect(store.get()).toBeNull();
    store.set(appSession);
    expect(store.get()).toEqual(appSession);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = create();
    const seen: (AppSession | null)[] = [];
    const unsubscribe = store.subscribe((session) => seen.push(session));
    store.set(appSession);
    store.clear();
    unsubscribe();
    store.set(appSession);
    expect(seen).toEqual([appSession, null]);
  });
});

describe('localStorage session store', () => {
  it("keeps the session as JSON under 'balcao.session', readable by another store on the same storage", () => {
    const storage = new MemoryStorage();
    createLocalStorageSessionStore<AppSession>(storage).set(appSession);
    expect(JSON.parse(storage.items.get('balcao.session')!)).toEqual(appSession);
    expect(createLocalStorageSessionStore<AppSession>(storage).get()).toEqual(appSession);
  });

  it('sees a change written by another tab', () => {
    const storage = new MemoryStorage();
    const store = createLocalStorageSessionStore(storage, 'outra.chave');
    store.set(makeSession({ token: 'old' }));
    expect(store.get()?.token).toBe('old');
    storage.setItem('outra.chave', JSON.stringify(makeSession({ token: 'new' })));
    expect(store.get()?.token).toBe('new');
  });

  it('reads unreadable content as no session', () => {
    const storage = new MemoryStorage();
    const store = createLocalStorageSessionStore(storage);
    storage.setItem('balcao.session', '{not json');
    expect(store.get()).toBeNull();
    storage.setItem('balcao.session', JSON.stringify({ email: 'sem token' }));
    expect(store.get()).toBeNull();
  });
});
