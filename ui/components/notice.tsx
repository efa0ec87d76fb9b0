import type { ReactNode } from 'react';

/** A polite status message (success or information). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="ta-alert ta-alert-info">
      {children}
    </div>
  );
}
