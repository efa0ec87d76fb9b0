import { useCallback, useRef, useState } from './react.js';
import type { Result } from '../kernel/index.js';

export interface Action<A extends unknown[], T> {
  /** Runs the call; resolves with its Result (errors are also kept in `error`). */
  run(...args: A): Promise<Result<T>>;
  pending: boolean;
  error: unknown;
  data: T | undefined;
  reset(): void;
}

/**
 * Loading and error state around a Result-returning call, for forms and buttons.
 * A second `run` while one is pending returns the first one's promise (no double submit).
 */
export function useAction<A extends unknown[], T>(fn: (...args: A) => Promise<Result<T>>): Action<A, T> {
  const [state, setState] = useState<{ pending: boolean; error: unknown; data: T | undefined }>({
    pending: false,
    error: null,
    data: undefined,
  });
  const inFlight = useRef<Promise<Result<T>> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;
  const run = useCallback((...args: A) => {
    if (inFlight.current) return inFlight.current;
    setState((s) => ({ ...s, pending: true, error: null }));
    const p = (async (): Promise<Result<T>> => {
      try {
        const r = await latest.current(...args);
        setState({ pending: false, error: r.error, data: r.data ?? undefined });
        return r;
      } catch (error) {
        setState({ pending: false, error, data: undefined });
        throw error;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = p;
    return p;
  }, []);
  const reset = useCallback(() => setState({ pending: false, error: null, data: undefined }), []);
  return { ...state, run, reset };
}
