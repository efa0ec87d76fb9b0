import { useEffect, useRef } from './react.js';

/**
 * Calls `run(arg)` once per mounted view, as soon as `arg` is truthy. For one-time codes and sign-out:
 * they are never sent twice, even when StrictMode runs effects twice.
 */
export function useRunOnce<A>(run: (arg: NonNullable<A>) => unknown, arg: A) {
  const started = useRef(false);
  useEffect(() => {
    if (!arg || started.current) return;
    started.current = true;
    void run(arg as NonNullable<A>);
  }, [arg, run]);
}
