import { createContext, useContext, useEffect, useState } from '../react.js';
import type { ReactNode } from 'react';
import { useAuthContext } from '../context.js';
import { useProject } from '../use-project.js';

const TitleOverride = createContext<((title: string | null) => void) | null>(null);

/**
 * Replaces the title of the page a view is drawn in while `title` is set (e.g. a callback page that failed
 * says so instead of "Signing you in…"). Outside a handler page it does nothing.
 */
export function usePageTitle(title: string | null): void {
  const set = useContext(TitleOverride);
  useEffect(() => {
    if (!set || title === null) return;
    set(title);
    return () => set(null);
  }, [set, title]);
}

/**
 * The card every handler page is drawn in: the brand (the app's logo from AuthProvider `logo`, or the
 * project's name), the page's h1, then its body. The browser tab shows the page's title and the project's name.
 */
export function Page({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { logo } = useAuthContext();
  const name = useProject()?.displayName;
  const [override, setOverride] = useState<string | null>(null);
  const shown = override ?? title;
  useEffect(() => {
    document.title = name ? `${shown} · ${name}` : shown;
  }, [shown, name]);
  return (
    <div className={wide ? 'ta-card ta-wide' : 'ta-card'}>
      <div className="ta-brand">{logo ? <img src={logo} alt={name ?? ''} /> : (name ?? '\u00a0')}</div>
      <h1>{shown}</h1>
      <TitleOverride.Provider value={setOverride}>{children}</TitleOverride.Provider>
    </div>
  );
}
