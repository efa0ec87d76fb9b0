import type { ReactNode } from 'react';

/** A polite status message: `success` for a finished action, `info` otherwise. */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div role="status" className={`ta-alert ta-alert-${tone}`}>
      {children}
    </div>
  );
}
