import type { ButtonHTMLAttributes } from 'react';
import { useMessages } from '../use-messages.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows the loading text and disables the button. */
  loading?: boolean;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
}

/** A button; `type` defaults to 'submit' for the primary variant and 'button' otherwise. */
export function Button({ loading = false, variant = 'primary', type, disabled, children, ...rest }: ButtonProps) {
  const m = useMessages();
  return (
    <button
      {...rest}
      type={type ?? (variant === 'primary' ? 'submit' : 'button')}
      className={`ta-button ta-button-${variant}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? m.loading : children}
    </button>
  );
}
