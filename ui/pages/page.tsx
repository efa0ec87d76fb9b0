import type { ReactNode } from 'react';

/** The card every handler page is drawn in, with its h1. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ta-card">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
