/**
 * Expiry of a JWT in epoch ms, read without verifying (the SDK never verifies
 * signatures; only the server does). No `exp` → Infinity; not a JWT → 0 (treated as expired).
 */
export function tokenExpiry(token: string): number {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const exp = (JSON.parse(atob(part)) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : Infinity;
  } catch {
    return 0;
  }
}
