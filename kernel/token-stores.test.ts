import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore } from './cookie-token-store.js';
import { systemTimers } from './env.js';
import { memoryTokenStore } from './token-store.js';

const ctx = { projectId: 'p1', timers: systemTimers };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('memoryTokenStore', () => {
  it('gets, sets and notifies on change only', () => {
    const s = memoryTokenStore({ refreshToken: 'r' });
    expect(s.get()).toEqual({ accessToken: null, refreshToken: 'r' });
    const l = vi.fn();
    const off = s.subscribe(l);
    s.set({ accessToken: 'a', refreshToken: 'r' });
    s.set({ accessToken: 'a', refreshToken: 'r' });
    expect(l).toHaveBeenCalledTimes(1);
    off();
    s.set({ accessToken: null, refreshToken: null });
    expect(l).toHaveBeenCalledTimes(1);
  });
});

/** A happy-dom document whose cookie writes are also recorded (to check attributes). */
function browser(url: string) {
  const window = new Window({ url });
  const writes: string[] = [];
  const doc = {
    location: window.location,
    get cookie() {
      return window.document.cookie;
    },
    set cookie(v: string) {
      writes.push(v);
      window.document.cookie = v;
    },
  };
  return { doc, writes, raw: window.document };
}

describe('cookieTokenStore (browser cookies)', () => {
  it('on the server (no document) is signed out and read-only, and a write is a development warning', () => {
    const log = vi.fn();
    const store = cookieTokenStore()({ ...ctx, log });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    const listener = vi.fn();
    store.subscribe(listener)();
    store.set({ accessToken: 'a.b.c', refreshToken: 'rt' });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(listener).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/no document, tokens dropped.*requestTokenStore/);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      cookieTokenStore()({ ...ctx, log }).set({ accessToken: 'a.b.c', refreshToken: 'rt' });
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('writes the project refresh cookie (1 year) and stack-access (1 day) on http, and removes the legacy cookie', () => {
    const { doc, writes } = browser('http://localhost:3000/');
    const store = cookieTokenStore({ document: doc })(ctx);
    store.set({ accessToken: 'a.b.c', refreshToken: 'rt' });
    expect(writes).toEqual([
      'stack-refresh-p1=rt; path=/; samesite=lax; max-age=31536000',
      `stack-access=${encodeURIComponent('["rt","a.b.c"]')}; path=/; samesite=lax; max-age=86400`,
      'stack-refresh=; path=/; max-age=0',
    ]);
    expect(store.get()).toEqual({ accessToken: 'a.b.c', refreshToken: 'rt' });
    expect(cookieTokenStore({ document: doc })(ctx).get()).toEqual({ accessToken: 'a.b.c', refreshToken: 'rt' });
  });

  it('uses __Host- names with Secure and SameSite=Lax on https', () => {
    const { doc, writes } = browser('https://app.example.com/page');
    const store = cookieTokenStore({ document: doc })(ctx);
    store.set({ accessToken: 'acc', refreshToken: 'rt' });
    expect(writes[0]).toBe('__Host-stack-refresh-p1=rt; path=/; samesite=lax; secure; max-age=31536000');
    expect(writes[1]).toMatch(/^__Host-stack-access=.*; path=\/; samesite=lax; secure; max-age=86400$/);
    expect(cookieTokenStore({ document: doc })(ctx).get()).toEqual({ accessToken: 'acc', refreshToken: 'rt' });
  });

  it('reads the legacy stack-refresh cookie, and ignores an access cookie paired with another refresh token', () => {
    const { doc, raw } = browser('http://localhost/');
    raw.cookie = 'stack-refresh=legacy; path=/';
    raw.cookie = `stack-access=${encodeURIComponent('["other","acc"]')}; path=/`;
    expect(cookieTokenStore({ document: doc })(ctx).get()).toEqual({ accessToken: null, refreshToken: 'legacy' });
  });

  it('polls every 100 ms while subscribed and reports changes made elsewhere (another tab)', async () => {
    const { doc, raw } = browser('http://localhost/');
    const store = cookieTokenStore({ document: doc })(ctx);
    const l = vi.fn();
    const off = store.subscribe(l);
    raw.cookie = 'stack-refresh-p1=from-other-tab; path=/';
    await vi.advanceTimersByTimeAsync(99);
    expect(l).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(l).toHaveBeenCalledTimes(1);
    expect(store.get().refreshToken).toBe('from-other-tab');
    off();
    raw.cookie = 'stack-refresh-p1=later; path=/';
    await vi.advanceTimersByTimeAsync(1000);
    expect(l).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('treats missing fields as null (never writes the text undefined)', () => {
    const { doc, writes } = browser('http://localhost/');
    const store = cookieTokenStore({ document: doc })(ctx);
    store.set({ accessToken: 'a' } as never);
    expect(writes.join('\n')).not.toContain('undefined');
    expect(store.get()).toEqual({ accessToken: 'a', refreshToken: null });
    const mem = memoryTokenStore({ refreshToken: 'r' });
    mem.set({ refreshToken: 'r' } as never);
    expect(mem.get()).toEqual({ accessToken: null, refreshToken: 'r' });
  });

  it('clearing deletes both cookies', () => {
    const { doc } = browser('http://localhost/');
    const store = cookieTokenStore({ document: doc })(ctx);
    store.set({ accessToken: 'a', refreshToken: 'r' });
    store.set({ accessToken: null, refreshToken: null });
    expect(cookieTokenStore({ document: doc })(ctx).get()).toEqual({ accessToken: null, refreshToken: null });
  });
});
