import { useId } from '../react.js';
import type { ReactNode } from 'react';

/** A titled region of a page (account-settings sections, sign-in methods). */
export function Section({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  const autoId = useId();
  const headingId = `ta-h-${autoId}`;
  return (
    <section className="ta-section" id={id} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="ta-section-title">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
