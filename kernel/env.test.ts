import { describe, expect, it } from 'vitest';
import { processLock, webLock } from './env.js';
import { tokenExpiry } from './jwt.js';

describe('processLock', () => {
  it('runs holders one after another and survives a failing holder', async () => {
    const lock = processLock();
    const order: string[] = [];
    let release!: () => void;
    const first = lock('a', () => new Promise<void>((r) => (release = r)).then(() => void order.push('first')));
    const failing = lock('a', async () => {
      order.push('failing');
      throw new Error('x');
    });
    const third = lock('a', async () => void order.push('third'));
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await first;
    await expect(failing).rejects.toThrow('x');
    await third;
    expect(order).toEqual(['first', 'failing', 'third']);
  });
});

describe('tokenExpiry', () => {
  const jwt = (payload: object) =>
    `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  it('reads exp (seconds) as ms, base64url included', () => {
    const token = jwt({ exp: 1_700_000_000, sub: '??>>~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(1_700_000_000_000);
  });
  it('no exp never expires; garbage is expired', () => {
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBe(Infinity);
    expect(tokenExpiry('garbage')).toBe(0);
    expect(tokenExpiry('a.%%%.c')).toBe(0);
  });
});

describe('webLock', () => {
  it('uses navigator.locks.request with the lock name when available', async () => {
    const names: string[] = [];
    const locks = { request: <T>(name: string, fn: () => Promise<T>) => (names.push(name), fn()) };
    expect(await webLock(locks)('tinyauth-p', async () => 42)).toBe(42);
    expect(names).toEqual(['tinyauth-p']);
  });

  it('falls back to the in-process lock without the Web Locks API', async () => {
    const lock = webLock(undefined);
    const order: number[] = [];
    await Promise.all([lock('x', async () => void order.push(1)), lock('x', async () => void order.push(2))]);
    expect(order).toEqual([1, 2]);
  });
});
