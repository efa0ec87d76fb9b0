import { useState } from '../react.js';
import type { FormEvent, ReactNode } from 'react';
import { errorField, errorMessage } from '../error-message.js';
import type { Action } from '../use-action.js';
import { useMessages } from '../use-messages.js';

export interface FormProps {
  /** Called on submit (default prevented). */
  onSubmit: () => void | Promise<unknown>;
  children: ReactNode;
  /** An accessible name when the form has no visible heading of its own. */
  label?: string;
}

/** A form that prevents the page reload and lays its fields out uniformly; the ui's own checks replace the browser's. */
export function Form({ onSubmit, children, label }: FormProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    Promise.resolve(onSubmit()).catch(() => {});
  };
  return (
    <form className="ta-form" onSubmit={submit} aria-label={label} noValidate>
      {children}
    </form>
  );
}

/**
 * Client-side checks before an action: `submit()` runs `checks()` (field → message or null) and calls the
 * action only when all pass (else the first invalid field gets focus). `fieldError(f)` is the check's message, else the server error when it concerns
 * that field (`errorField`); `formError` is what remains for the form's `<ErrorAlert>`.
 */
export function useChecked<F extends string>(action: Action<[], unknown>, checks: () => Record<F, string | null>) {
  const m = useMessages();
  const [local, setLocal] = useState<Partial<Record<F, string | null>>>({});
  const submit = () => {
    const found = checks();
    setLocal(found);
    if (Object.values(found).some(Boolean)) {
      action.reset();
      // keyboard and screen-reader users land on the first field to fix
      requestAnimationFrame(() => (document.querySelector('.ta-root [aria-invalid=true]') as HTMLElement | null)?.focus());
    } else void action.run();
  };
  const f = errorField(action.error) as F | null;
  const attached = f !== null && f in local;
  return {
    submit,
    fieldError: (field: F): string | null => local[field] || (attached && f === field ? errorMessage(action.error, m) : null),
    formError: attached ? null : action.error,
  };
}
