/** A round picture (a team's or a member's image), or the name's initials on a tinted disc. Decorative. */
export function Avatar({ name, src }: { name: string; src?: string | null }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return src ? <img className="ta-avatar" src={src} alt="" /> : <span className="ta-avatar" aria-hidden="true">{initials || '?'}</span>;
}

export const avatarStyles =
  '.ta-avatar{display:inline-grid;place-items:center;width:32px;height:32px;flex:none;border-radius:50%;object-fit:cover;background:var(--ta-color-info-bg);color:var(--ta-color-text);font-size:.8rem;font-weight:600}' +
  '.ta-table{width:100%;border-collapse:collapse}.ta-table td{padding:8px 8px 8px 0;border-bottom:1px solid var(--ta-color-border)}.ta-table td:last-child{text-align:end}.ta-table td.ta-grow{width:100%}';
