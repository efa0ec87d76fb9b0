import { useState } from './react.js';
import type { Result } from '../kernel/index.js';
import { useAction } from './use-action.js';

/**
 * One action slot shared by several buttons or forms: `act(call, done)` runs the call with the slot's
 * pending and error state, and sets `note` to `done` (a success sentence) when the call succeeds.
 */
export function useNotedAction() {
  const [note, setNote] = useState<string | null>(null);
  const action = useAction((fn: () => Promise<Result<unknown>>) => fn());
  const act = (fn: () => Promise<Result<unknown>>, done?: string) => {
    setNote(null);
    return action.run(fn).then((r) => {
      if (!r.error && done) setNote(done);
      return r;
    });
  };
  return { action, note, setNote, act };
}
