import { useMessages } from '../use-messages.js';

/** The "or" between two sign-in methods. */
export function Divider() {
  const m = useMessages();
  return (
    <div className="ta-divider" role="separator" aria-label={m.or}>
      <span aria-hidden="true">{m.or}</span>
    </div>
  );
}
