import { useEffect, useId, useRef } from '../react.js';

export interface CodeFieldProps {
  /** The visible label. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once the code is complete (typed, pasted or filled in by the browser). */
  onComplete?(value: string): void;
  /** @default 6 */
  length?: number;
  /** Digits only (numeric keyboard); otherwise letters and digits, upper-cased. */
  numeric?: boolean;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A one-time code drawn as a row of boxes, one character each. It is one labelled input under the boxes, so
 * paste, the browser's one-time-code autofill, screen readers and the keyboard treat it as one field.
 */
export function CodeField({ label, value, onChange, onComplete, length = 6, numeric, error, autoFocus }: CodeFieldProps) {
  const id = `ta-${useId()}`;
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current && value.length === length) onComplete?.(value);
    typed.current = false;
  }, [value, length, onComplete]);
  return (
    <div className="ta-field">
      <label htmlFor={id}>{label}</label>
      <div className="ta-code">
        {Array.from({ length }, (_, i) => (
          <span key={i} aria-hidden="true" className={i === Math.min(value.length, length - 1) ? 'ta-at' : undefined}>
            {value[i]}
          </span>
        ))}
        <input
          id={id}
          value={value}
          maxLength={length}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onChange={(e) => {
            typed.current = true;
            const v = e.currentTarget.value;
            onChange((numeric ? v.replace(/\D/g, '') : v.replace(/[^0-9a-z]/gi, '').toUpperCase()).slice(0, length));
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-e`} className="ta-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
