/**
 * The search a list page had when the user left it (filters, term, page), kept per tab in
 * sessionStorage, so 'Voltar' and the breadcrumb return to the same page of the same search, even after
 * a detail opened by a plain link reloaded the app.
 */
const PREFIX = 'balcao:list-search:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSearch(pathname: string, searchStr: string): void {
  storage()?.setItem(PREFIX + pathname, searchStr);
}

/** `path` with the search it last had, or as it is. */
export function withRememberedSearch(path: string): string {
  return path + (storage()?.getItem(PREFIX + path) ?? '');
}

/** On sign-out: the next user of the tab starts from clean lists. */
export function forgetSearches(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
