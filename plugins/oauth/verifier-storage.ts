/**
 * Where the PKCE verifier waits for the callback: by default the cookie `stack-oauth-outer-{state}` on the
 * app's own domain (max-age 3600 s), like the vendor SDK; injectable for tests and native shells.
 */

export interface VerifierStorage {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

function doc(): Document {
  const d = (globalThis as { document?: Document }).document;
  if (!d) throw new Error('oauth(): no document for the verifier cookie; pass `storage`');
  return d;
}

export const cookieVerifierStorage: VerifierStorage = {
  get(name) {
    for (const part of doc().cookie.split(';')) {
      const i = part.indexOf('=');
      if (i > 0 && decodeURIComponent(part.slice(0, i).trim()) === name) return decodeURIComponent(part.slice(i + 1).trim());
    }
    return null;
  },
  set(name, value, maxAgeSeconds) {
    const secure = (globalThis as { location?: Location }).location?.protocol === 'https:' ? '; Secure' : '';
    doc().cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  },
  remove(name) {
    doc().cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0`;
  },
};

/** An in-memory store (tests, or apps that keep the verifier elsewhere). */
export function memoryVerifierStorage(now: () => number = Date.now): VerifierStorage & { readonly entries: Map<string, { value: string; expires: number }> } {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    entries,
    get(name) {
      const e = entries.get(name);
      return e && e.expires > now() ? e.value : null;
    },
    set(name, value, maxAgeSeconds) {
      entries.set(name, { value, expires: now() + maxAgeSeconds * 1000 });
    },
    remove(name) {
      entries.delete(name);
    },
  };
}
