import { useEffect, useId, useRef } from '../react.js';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { formatMessage } from '../messages.js';
import { useMessages } from '../use-messages.js';

export interface CodeFieldProps {
  /** The visible label of the group. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once the user filled the last box (typed or pasted). */
  onComplete?(value: string): void;
  /** @default 6 */
  length?: number;
  /** Digits only (numeric keyboard); otherwise letters and digits, upper-cased. */
  numeric?: boolean;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A one-time code as a row of boxes, one character each, in one labelled group. Typing moves on, Backspace
 * goes back, the arrows move, and a pasted (or autofilled) code fills every box from the one it lands in.
 */
export function CodeField({ label, value, onChange, onComplete, length = 6, numeric, error, autoFocus }: CodeFieldProps) {
  const m = useMessages();
  const id = `ta-${useId()}`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const edited = useRef(false);
  const chars = Array.from({ length }, (_, i) => (value[i] ?? ' ').trim());
  const clean = (s: string) => (numeric ? s.replace(/\D/g, '') : s.replace(/[^0-9a-z]/gi, '').toUpperCase());
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const put = (at: number, typed: string) => {
    const next = [...chars];
    for (let k = 0; k < typed.length && at + k < length; k++) next[at + k] = typed[k];
    edited.current = true;
    onChange(next.map((c) => c || ' ').join('').trimEnd());
    focus(at + typed.length);
  };
  const full = value.length === length && !value.includes(' ');
  useEffect(() => {
    if (full && edited.current) {
      edited.current = false;
      onComplete?.(value);
    }
  }, [full, value, onComplete]);
  const onKey = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      e.preventDefault();
      const next = [...chars];
      next[i - 1] = '';
      onChange(next.map((c) => c || ' ').join('').trimEnd());
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    put(i, clean(e.clipboardData.getData('text')));
  };
  return (
    <div className="ta-field">
      <span className="ta-label" id={`${id}-l`}>{label}</span>
      <div role="group" className="ta-code" aria-labelledby={`${id}-l`} aria-describedby={error ? `${id}-e` : undefined}>
        {chars.map((c, i) => (
          <input
            key={i}
            ref={(el) => void (boxes.current[i] = el)}
            value={c}
            aria-label={formatMessage(m.codeBox, { i: i + 1, n: length })}
            aria-invalid={error ? true : undefined}
            inputMode={numeric ? 'numeric' : 'text'}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus={autoFocus && i === 0}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => {
              const typed = clean(e.currentTarget.value.replace(c, '') || e.currentTarget.value);
              if (typed) put(i, typed.length > 1 && typed.length < length ? typed.slice(-1) : typed);
              else if (!e.currentTarget.value) {
                const next = [...chars];
                next[i] = '';
                onChange(next.map((x) => x || ' ').join('').trimEnd());
              }
            }}
            onKeyDown={onKey(i)}
            onPaste={onPaste(i)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-e`} className="ta-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
