/**
 * PKCE (RFC 7636) with S256: the verifier is base64url of 32 random bytes (43 chars),
 * the challenge base64url(SHA-256(ASCII(verifier))). Web Crypto only, so it runs in browsers and Node.
 */

export type RandomBytes = (length: number) => Uint8Array;

export const webRandom: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export async function createPkce(random: RandomBytes = webRandom): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(random(32));
  return { verifier, challenge: await s256Challenge(verifier) };
}

/** A fresh `state` (24 random bytes, base64url). */
export const randomState = (random: RandomBytes = webRandom) => base64url(random(24));
