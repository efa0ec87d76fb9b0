import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from '../react.js';

export interface MenuButtonProps {
  /** Names the menu (and the button, unless `buttonLabel` is given). */
  label: string;
  /** The button's accessible name, when not `label`; null: what the button shows names it. */
  buttonLabel?: string | null;
  /** What the button shows. */
  face: ReactNode;
  /**
   * The entries: `<li role="none">` around an element with role `menuitem` or `menuitemradio` (tabIndex -1).
   * Other entries (a header, `<li role="separator">`) are passed over by the keys.
   */
  children: ReactNode;
  className?: string;
  /** More styles, e.g. for what the button shows. */
  css?: string;
}

/** The menu's styles: a popup list under the button, items highlighted on hover and focus. */
export const menuCss =
  '.ta-menu-button{position:relative;display:inline-block}.ta-menu-button>button{display:inline-flex;align-items:center;gap:8px;font:inherit;border:0;background:none;color:inherit;cursor:pointer;padding:4px;border-radius:99px}' +
  '.ta-menu{position:absolute;right:0;top:calc(100% + 4px);z-index:10;min-width:220px;margin:0;padding:6px;list-style:none;background:var(--ta-color-bg);border:1px solid var(--ta-color-border);border-radius:var(--r);box-shadow:0 6px 24px #0003}' +
  '.ta-menu [role^=menuitem]{display:flex;align-items:center;gap:8px;width:100%;padding:8px 10px;font:inherit;text-align:start;text-decoration:none;border:0;border-radius:var(--r);background:none;color:inherit;cursor:pointer}' +
  '.ta-menu [role^=menuitem]:hover,.ta-menu [role^=menuitem]:focus{background:var(--ta-color-info-bg);outline:0}.ta-menu header{padding:8px 10px;border-bottom:1px solid var(--ta-color-border);margin-bottom:4px}' +
  '.ta-menu [role=separator]{border-top:1px solid var(--ta-color-border);margin:4px 0}';

/**
 * A button that opens a menu (the ARIA menu button pattern): Enter, Space or Down opens it on the first item, Up
 * on the last; the arrows, Home and End move; Escape or Tab closes it and focus returns to the button. Choosing an
 * item or clicking outside closes it. Its styles come with it.
 */
export function MenuButton({ label, buttonLabel = label, face, children, className = '', css = '' }: MenuButtonProps) {
  const [open, setOpen] = useState<number | false>(false); // open: the item to focus first
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(box.current?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? [])];
  const focusItem = (i: number) => {
    const all = items();
    all[(i + all.length) % all.length]?.focus();
  };
  const shown = open !== false;
  useEffect(() => {
    if (open === false) return;
    focusItem(open);
    const away = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [shown]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={box} className={`ta-menu-button ${className}`}>
      <style>{menuCss + css}</style>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={id}
        aria-label={buttonLabel ?? undefined}
        onClick={() => setOpen(shown ? false : 0)}
        onKeyDown={(e) => {
          const to = ({ ArrowDown: 0, ArrowUp: -1 } as Record<string, number>)[e.key];
          if (to !== undefined) {
            e.preventDefault();
            setOpen(to);
          }
        }}
      >
        {face}
      </button>
      {shown ? (
        <ul
          id={id}
          role="menu"
          aria-label={label}
          className="ta-menu"
          onClick={(e) => (e.target as Element).closest('[role^=menuitem]') && close()}
          onKeyDown={(e) => {
            const at = items().indexOf(document.activeElement as HTMLElement);
            const to = ({ ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 } as Record<string, number>)[e.key];
            if (to !== undefined) {
              e.preventDefault();
              focusItem(to);
            } else if (e.key === 'Escape' || e.key === 'Tab') close();
          }}
        >
          {children}
        </ul>
      ) : null}
    </div>
  );
}
