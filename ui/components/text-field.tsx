import { useId } from '../react.js';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  /** The visible label. */
  label: string;
  onChange?: (value: string) => void;
  /** An error shown under the field and linked with aria-describedby. */
  error?: string | null;
  /** Drawn inside the input's box, at its end (e.g. a show-password button). */
  after?: ReactNode;
}

/** A labelled input; the label is always visible and tied to the input. */
export function TextField({ label, onChange, error, id, type = 'text', after, 'aria-describedby': described, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `ta-${autoId}`;
  const errorId = `${inputId}-error`;
  const input = (
    <input
      {...rest}
      id={inputId}
      type={type}
      onChange={onChange && ((e) => onChange(e.currentTarget.value))}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : described}
    />
  );
  return (
    <div className="ta-field">
      <label htmlFor={inputId}>{label}</label>
      {after ? (
        <div className="ta-input">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className="ta-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
