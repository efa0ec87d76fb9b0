import { useEffect, useId, useRef, useState } from './react.js';
import type { ReactNode } from 'react';
import { useAuthContext } from './context.js';
import { useMessages } from './use-messages.js';
import { useSignOut } from './use-sign-out.js';
import { useUser } from './use-user.js';

export interface UserButtonItem {
  label: string;
  onClick(): void;
  icon?: ReactNode;
}

export interface UserButtonProps {
  /** The app's own entries, shown above "Account settings". */
  items?: readonly UserButtonItem[];
  /** Shows a light/dark switch that calls this with the chosen theme. */
  onThemeChange?: (theme: 'light' | 'dark') => void;
  /** The theme the switch shows as current. */
  theme?: 'light' | 'dark';
}

/** Strings of the user button (override them like any message). */
export const userButtonMessages = { userMenu: 'Account menu', lightTheme: 'Light theme', darkTheme: 'Dark theme' };

const css =
  '.ta-user{position:relative;display:inline-block}.ta-user>button{display:inline-flex;align-items:center;gap:8px;font:inherit;border:0;background:none;color:inherit;cursor:pointer;padding:4px;border-radius:99px}' +
  '.ta-user .ta-avatar{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:50%;object-fit:cover;background:var(--ta-color-info-bg);font-size:.8rem;font-weight:600}' +
  '.ta-menu{position:absolute;right:0;top:calc(100% + 4px);z-index:10;min-width:220px;margin:0;padding:6px;list-style:none;background:var(--ta-color-bg);border:1px solid var(--ta-color-border);border-radius:var(--r);box-shadow:0 6px 24px #0003}' +
  '.ta-menu [role=menuitem]{display:flex;gap:8px;width:100%;padding:8px 10px;font:inherit;text-align:start;border:0;border-radius:var(--r);background:none;color:inherit;cursor:pointer}' +
  '.ta-menu [role=menuitem]:hover,.ta-menu [role=menuitem]:focus{background:var(--ta-color-info-bg);outline:0}.ta-menu header{padding:8px 10px;border-bottom:1px solid var(--ta-color-border);margin-bottom:4px}';

/**
 * An avatar button that opens a menu (ARIA menu button: Enter, Space or Down opens it on the first item, arrows
 * move, Escape closes and returns focus): the user's name and e-mail, the app's own `items`, "Account settings",
 * a light/dark switch when `onThemeChange` is given, and "Sign out". Signed out: nothing. Its styles come with it.
 */
export function UserButton({ items = [], onThemeChange, theme }: UserButtonProps) {
  const m = useMessages(userButtonMessages);
  const { client } = useAuthContext();
  const user = useUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const id = useId();
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries: UserButtonItem[] = [
    ...items,
    { label: m.accountSettingsTitle, onClick: () => void client.kernel.redirect(client.urls.accountSettings) },
    ...(onThemeChange ? [{ label: theme === 'dark' ? m.lightTheme : m.darkTheme, onClick: () => onThemeChange(theme === 'dark' ? 'light' : 'dark') }] : []),
    { label: m.signOut, onClick: () => void signOut() },
  ];
  const focusItem = (i: number) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    all[(i + all.length) % all.length]?.focus();
  };
  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const away = (e: MouseEvent) => !menu.current?.parentElement?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);
  if (!user) return null;
  const name = user.displayName ?? user.primaryEmail ?? '';
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="ta-root ta-user">
      <style>{css}</style>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={m.userMenu}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {user.profileImageUrl ? <img className="ta-avatar" src={user.profileImageUrl} alt="" /> : <span className="ta-avatar" aria-hidden="true">{[...name][0]?.toUpperCase() ?? '?'}</span>}
      </button>
      {open ? (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={m.userMenu}
          className="ta-menu"
          onKeyDown={(e) => {
            const items = [...e.currentTarget.querySelectorAll('[role=menuitem]')];
            const at = items.indexOf(document.activeElement as Element);
            const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[e.key];
            if (to !== undefined) {
              e.preventDefault();
              focusItem(to);
            } else if (e.key === 'Escape' || e.key === 'Tab') close();
          }}
        >
          <li role="none">
            <header>
              <strong>{user.displayName}</strong>
              <div className="ta-muted">{user.primaryEmail}</div>
            </header>
          </li>
          {entries.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onClick();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
