import { useEffect, useState } from 'react';

/** §4: the preview and the installment simulation follow the form 1 s after the last change. */
export const PREVIEW_DEBOUNCE_MS = 1000;

/** `value` as it was `delay` ms after it last changed. */
export function useDebouncedValue<T>(value: T, delay = PREVIEW_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
