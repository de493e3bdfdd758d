import { TOAST } from '@croupier/contract/constants';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '~/lib/i18n';
import { Toast, type ToastType } from '../../components/ui/toast';
import styles from './toast-provider.module.css';
import { scheduleToastAt } from './toast-schedule';

export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  /**
   * Stays when the page changes (a path change hides the other alerts): the confirmation of an
   * action that itself moves the player to another page, such as a self-exclusion's sign-out.
   */
  keepOnPageChange?: boolean;
}

interface ToastItem extends ToastInput {
  id: number;
  isLeaving: boolean;
}

export interface ToastsApi {
  show(toast: ToastInput): void;
  /** Hides every alert, shown or waiting, except those kept on a page change. */
  dismissAll(): void;
}

const ToastContext = createContext<ToastsApi | null>(null);

/** Shows toasts top right, spaced 400 ms apart, each for 3000 ms (spec section 9). */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  /** Pending timers, and whether each belongs to a toast kept on a page change. */
  const timers = useRef(new Map<ReturnType<typeof setTimeout>, boolean>());
  const lastShowAtMs = useRef<number | undefined>(undefined);
  const nextId = useRef(0);

  const later = useCallback((run: () => void, delayMs: number, isKept = false) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.set(timer, isKept);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setToasts((all) =>
        all.map((toast) => (toast.id === id ? { ...toast, isLeaving: true } : toast)),
      );
      later(() => setToasts((all) => all.filter((toast) => toast.id !== id)), TOAST.speedMs, true);
    },
    [later],
  );

  const show = useCallback(
    (toast: ToastInput) => {
      const nowMs = Date.now();
      const showAtMs = scheduleToastAt(nowMs, lastShowAtMs.current);
      lastShowAtMs.current = showAtMs;
      nextId.current += 1;
      const id = nextId.current;
      const isKept = toast.keepOnPageChange === true;
      later(
        () => {
          setToasts((all) => [...all, { ...toast, id, isLeaving: false }]);
          later(() => dismiss(id), TOAST.durationMs, isKept);
        },
        showAtMs - nowMs,
        isKept,
      );
    },
    [later, dismiss],
  );

  const dismissAll = useCallback(() => {
    for (const [timer, isKept] of timers.current) {
      if (isKept) continue;
      clearTimeout(timer);
      timers.current.delete(timer);
    }
    lastShowAtMs.current = undefined;
    // The same list when none goes: a new one would re-render every reader for nothing.
    setToasts((all) =>
      all.every((toast) => toast.keepOnPageChange === true)
        ? all
        : all.filter((toast) => toast.keepOnPageChange === true),
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.keys()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show, dismissAll }), [show, dismissAll]);

  return (
    <ToastContext value={api}>
      {children}
      <section
        className={styles.region}
        aria-label={t('shell.toast.regionLabel')}
        role="status"
        aria-live="polite"
      >
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            type={toast.type}
            title={toast.title}
            description={toast.description}
            isLeaving={toast.isLeaving}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </section>
    </ToastContext>
  );
}

export function useToasts(): ToastsApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider above it');
  return api;
}
