import type { ReactNode } from 'react';
import { HandlerLink } from './handler-link.js';

/**
 * An end state: what happened (`children`: an alert or a notice) over one primary action onward, to a handler
 * page (`to`, keeping after_auth_return_to) or to a URL (`href`, e.g. back to the app).
 */
export function Onward({ to, href, label, children }: { to?: string; href?: string; label: string; children: ReactNode }) {
  const c = 'ta-button ta-button-primary';
  return (
    <div className="ta-stack">
      {children}
      {to ? <HandlerLink to={to} className={c}>{label}</HandlerLink> : <a className={c} href={href}>{label}</a>}
    </div>
  );
}
