/** A JWT's payload, read without verifying (the SDK never verifies signatures; only the server does). Throws when not a JWT. */
function payload(token: string): Record<string, unknown> {
  return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

/** Expiry of a JWT in epoch ms. No `exp` → Infinity; not a JWT → 0 (treated as expired). */
export function tokenExpiry(token: string): number {
  try {
    const exp = payload(token).exp;
    return typeof exp === 'number' ? exp * 1000 : Infinity;
  } catch {
    return 0;
  }
}

/** The user id (`sub`) of an access token, or null when it has none or is not a JWT. */
export function tokenSubject(token: string): string | null {
  try {
    const sub = payload(token).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
