/**
 * First-line screening of an `after_auth_return_to` value before the kernel's trusted-domain check.
 * Accepts only a root-relative path ("/x") or an absolute http(s) URL without credentials; refuses
 * anything a browser could read as another origin: "//host", "/\host", "https:host", other schemes,
 * control characters and whitespace, and the same tricks hidden behind percent-encoding.
 */
export type ReturnToCheck =
  | { kind: 'same-origin'; url: string }
  | { kind: 'absolute'; url: string }
  | { kind: 'refused' };

// eslint-disable-next-line no-control-regex
const unsafeChars = /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

function decodeAll(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function looksSafe(value: string): boolean {
  if (value === '' || unsafeChars.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^/\\]/i.test(value);
}

/** Screens `raw` against `pageUrl` (the current page). Same-origin results carry a root-relative path. */
export function checkReturnTo(raw: string, pageUrl: string): ReturnToCheck {
  const decoded = decodeAll(raw);
  if (decoded === null || !looksSafe(raw) || !looksSafe(decoded)) return { kind: 'refused' };
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(raw, page);
  } catch {
    return { kind: 'refused' };
  }
  // http(s) only, no credentials, no trailing-dot host
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.hostname.endsWith('.')) return { kind: 'refused' };
  if (url.origin === page.origin) return { kind: 'same-origin', url: url.pathname + url.search + url.hash };
  return { kind: 'absolute', url: url.href };
}
