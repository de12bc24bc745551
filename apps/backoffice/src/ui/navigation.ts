import type { MouseEvent } from 'react';

/** Navigates inside the app; the router's `navigate` in the app, a spy in tests. */
export type Navigate = (to: string) => void;

/**
 * Click handler for an in-app link: plain clicks go through `navigate` (no page load), while
 * modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function followWith(navigate: Navigate | undefined, to: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
}
