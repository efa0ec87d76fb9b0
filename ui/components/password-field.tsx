import { useState } from '../react.js';
import { useMessages } from '../use-messages.js';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

/** A password input with a show/hide toggle (a pressed button named "Show password"). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const m = useMessages();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button type="button" className="ta-reveal" aria-pressed={shown} aria-label={m.showPassword} onClick={() => setShown(!shown)}>
      <svg className="ta-icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={`M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm7 0a3 3 0 006 0 3 3 0 00-6 0${shown ? 'M3 3l18 18' : ''}`} />
      </svg>
    </button>
  );
  return <TextField {...props} type={shown ? 'text' : 'password'} after={toggle} />;
}
