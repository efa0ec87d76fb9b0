/** A round picture (a user's or a team's image), or the name's initials on a tinted disc. Decorative. */
export function Avatar({ name, src, large }: { name: string; src?: string | null; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  const className = large ? 'ta-avatar ta-avatar-lg' : 'ta-avatar';
  return src ? <img className={className} src={src} alt="" /> : <span className={className} aria-hidden="true">{initials || '?'}</span>;
}

/** The avatar's styles (32 px; 72 px with `large`). */
export const avatarCss =
  '.ta-avatar{display:inline-grid;place-items:center;width:32px;height:32px;flex:none;border-radius:50%;object-fit:cover;background:var(--ta-color-info-bg);color:var(--ta-color-text);font-size:.8rem;font-weight:600}' +
  '.ta-avatar-lg{width:72px;height:72px;font-size:1.6rem}';
