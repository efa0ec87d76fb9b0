import type { ReactNode } from 'react';
import { Brand } from './brand.js';

/** The card every handler page is drawn in, with the brand and its h1. */
export function Page({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ta-card ta-wide' : 'ta-card'}>
      <Brand />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
