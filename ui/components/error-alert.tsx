import { useMessages } from '../use-messages.js';
import { errorMessage } from '../error-message.js';

/** Shows an error (AuthError, Error or text) in a live region; renders nothing for null. */
export function ErrorAlert({ error }: { error: unknown }) {
  const m = useMessages();
  if (error === null || error === undefined || error === false) return null;
  return (
    <div role="alert" className="ta-alert ta-alert-error">
      {errorMessage(error, m)}
    </div>
  );
}
