import type { ReactNode } from 'react';

/** A polite status message: `success` for a finished action, `info` otherwise. Nothing without a message. */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  if (!children) return null;
  return (
    <div role="status" className={`ta-alert ta-alert-${tone}`}>
      {children}
    </div>
  );
}
