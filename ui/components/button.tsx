import type { ButtonHTMLAttributes } from 'react';
import { useMessages } from '../use-messages.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows the loading text and disables the button. */
  loading?: boolean;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  /** Destructive action: drawn in the error color. */
  danger?: boolean;
}

/** A button; `type` defaults to 'submit' for the primary variant and 'button' otherwise. */
export function Button({ loading = false, variant = 'primary', danger, type, disabled, children, className, ...rest }: ButtonProps) {
  const m = useMessages();
  return (
    <button
      {...rest}
      type={type ?? (variant === 'primary' ? 'submit' : 'button')}
      className={`ta-button ta-button-${variant}${danger ? ' ta-button-danger' : ''}${className ? ' ' + className : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? m.loading : children}
    </button>
  );
}
