import type { ReactNode } from 'react';
import { MenuButton } from './components/menu-button.js';
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

const css = '.ta-user .ta-avatar{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:50%;object-fit:cover;background:var(--ta-color-info-bg);font-size:.8rem;font-weight:600}';

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
  const entries: UserButtonItem[] = [
    ...items,
    { label: m.accountSettingsTitle, onClick: () => void client.kernel.redirect(client.urls.accountSettings) },
    ...(onThemeChange ? [{ label: theme === 'dark' ? m.lightTheme : m.darkTheme, onClick: () => onThemeChange(theme === 'dark' ? 'light' : 'dark') }] : []),
    { label: m.signOut, onClick: () => void signOut() },
  ];
  if (!user) return null;
  const name = user.displayName ?? user.primaryEmail ?? '';
  return (
    <MenuButton
      className="ta-root ta-user"
      css={css}
      label={m.userMenu}
      face={user.profileImageUrl ? <img className="ta-avatar" src={user.profileImageUrl} alt="" /> : <span className="ta-avatar" aria-hidden="true">{[...name][0]?.toUpperCase() ?? '?'}</span>}
    >
      <li role="none">
        <header>
          <strong>{user.displayName}</strong>
          <div className="ta-muted">{user.primaryEmail}</div>
        </header>
      </li>
      {entries.map((item) => (
        <li key={item.label} role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={item.onClick}>
            {item.icon}
            {item.label}
          </button>
        </li>
      ))}
    </MenuButton>
  );
}
