import type { FormEvent, ReactNode } from 'react';

export interface FormProps {
  /** Called on submit (default prevented). */
  onSubmit: () => void | Promise<unknown>;
  children: ReactNode;
  /** An accessible name when the form has no visible heading of its own. */
  label?: string;
}

/** A form that prevents the page reload and lays its fields out uniformly. */
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
