import { describe, expect, it } from 'vitest';
import { authStyles } from './styles.js';

/** WCAG 2 contrast ratio of two #rgb / #rrggbb colors. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const h = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The color variables of one theme, read from the shipped sheet. */
function theme(name: 'light' | 'dark'): Record<string, string> {
  const block = name === 'light' ? /:where\(\.ta-root\)\{([^}]*)\}/.exec(authStyles)![1] : /:where\(\.ta-root\[data-theme=dark\]\)\{([^}]*)\}/.exec(authStyles)![1];
  return Object.fromEntries([...block.matchAll(/--ta-color-([\w-]+):(#[0-9a-f]+)/gi)].map((m) => [m[1], m[2]]));
}

describe.each(['light', 'dark'] as const)('%s theme contrast', (name) => {
  const c = theme(name);
  it('input borders stand out from the card and the page by at least 3:1', () => {
    expect(contrast(c.control, c.bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.control, c.page)).toBeGreaterThanOrEqual(3);
    expect(authStyles).toContain('.ta-field input,.ta-field select{font:inherit;padding:9px 11px;border:1px solid var(--ta-color-control)');
  });

  it('a disabled button looks disabled (dashed, page background, muted text) and its text stays readable (at least 3:1)', () => {
    expect(authStyles).toContain('.ta-button:disabled:not([aria-busy]){background:var(--ta-color-page);border:1px dashed var(--ta-color-control);color:var(--ta-color-muted)');
    expect(contrast(c.muted, c.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.control, c.bg)).toBeGreaterThanOrEqual(3);
    // and it differs from an enabled danger button, which draws in the error color
    expect(c.muted).not.toBe(c.error);
  });
});
