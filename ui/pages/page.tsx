import type { ReactNode } from 'react';
import { useAuthContext } from '../context.js';
import { useProject } from '../use-project.js';

/**
 * The card every handler page is drawn in: the brand (the app's logo from AuthProvider `logo`, or the
 * project's name), the page's h1, then its body.
 */
export function Page({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { logo } = useAuthContext();
  const name = useProject()?.displayName;
  return (
    <div className={wide ? 'ta-card ta-wide' : 'ta-card'}>
      <div className="ta-brand">{logo ? <img src={logo} alt={name ?? ''} /> : (name ?? '\u00a0')}</div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
