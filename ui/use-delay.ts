import { useEffect, useState } from './react.js';
import { useAuthContext } from './context.js';

/** False until `ms` have passed since the view mounted (through the provider's `wait`, so tests inject time). */
export function useDelay(ms: number): boolean {
  const { wait } = useAuthContext();
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    let live = true;
    void wait(ms).then(() => live && setPassed(true));
    return () => {
      live = false;
    };
  }, [wait, ms]);
  return passed;
}
