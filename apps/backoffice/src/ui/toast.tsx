import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from './toast.css';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastItem = { id: number; kind: ToastKind; message: string; duration: number };

export type ToastApi = {
  show: (kind: ToastKind, message: string, options?: { duration?: number }) => number;
  success: (message: string, options?: { duration?: number }) => number;
  error: (message: string, options?: { duration?: number }) => number;
  info: (message: string, options?: { duration?: number }) => number;
  dismiss: (id: number) => void;
};

/** How long a toast stays, in ms; errors stay longer so they can be read. */
export const TOAST_DURATION: Record<ToastKind, number> = { success: 5000, info: 5000, error: 8000 };

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 5;

const ToastContext = createContext<ToastApi | null>(null);

function ToastMessage({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || remaining.current <= 0 || !Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, item.id, onDismiss]);

  return (
    // Hovering or focusing a toast holds it on screen (WCAG 2.2.1, timing adjustable).
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing is a convenience; the close button is the control.
    <div
      className={styles.toast({ kind: item.kind })}
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Fechar aviso"
        onClick={() => onDismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export type ToastProviderProps = { children: ReactNode; durations?: Partial<Record<ToastKind, number>> };

/** Holds the toasts of the app and shows them in one corner; components call `useToast()`. */
export function ToastProvider({ children, durations }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const settings = useRef(durations);
  settings.current = durations;

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = (kind, message, options) => {
      const id = nextId.current++;
      const duration = options?.duration ?? settings.current?.[kind] ?? TOAST_DURATION[kind];
      setItems((current) => [...current, { id, kind, message, duration }].slice(-MAX_TOASTS));
      return id;
    };
    return {
      show,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* aria-live also keeps the toasts out of the aria-hidden that a Radix modal puts on the rest of the page. */}
      <section
        className={styles.viewport}
        aria-label="Avisos"
        aria-live="polite"
        aria-relevant="additions text"
      >
        {items.map((item) => (
          <ToastMessage key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
