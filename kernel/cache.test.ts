import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './cache.js';
import { systemTimers } from './env.js';

let t = 0;
const cache = () => createCache({ timers: systemTimers, now: () => t });

beforeEach(() => {
  t = 1_000_000;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** Advances both the injected clock and the fake timers. */
async function advance(ms: number) {
  t += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('cache', () => {
  it('returns cached data and deduplicates concurrent fetches (concurrency 1)', async () => {
    const c = cache();
    const d = deferred<number>();
    const fetcher = vi.fn(() => d.promise);
    const a = c.fetch(['k'], fetcher);
    const b = c.fetch(['k'], fetcher);
    await Promise.resolve();
    expect(c.getSnapshot(['k']).status).toBe('pending');
    d.resolve(7);
    expect(await a).toBe(7);
    expect(await b).toBe(7);
    expect(await c.fetch(['k'], fetcher)).toBe(7);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(c.get(['k'])).toBe(7);
  });

  it('throttles fetches of one key to one start per 300 ms and never runs two at once', async () => {
    const c = cache();
    const starts: number[] = [];
    let running = 0;
    let maxRunning = 0;
    const fetcher = async () => {
      starts.push(t);
      maxRunning = Math.max(maxRunning, ++running);
      await new Promise((r) => setTimeout(r, 50));
      running--;
      return starts.length;
    };
    const unsub = c.subscribe(['k'], () => {});
    const first = c.fetch(['k'], fetcher);
    await advance(10);
    c.invalidate(['k']); // while the first is still running
    await advance(10);
    c.invalidate(['k']);
    for (let i = 0; i < 10; i++) await advance(50);
    await first;
    expect(maxRunning).toBe(1);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(300);
    unsub();
  });

  it('stores errors in the snapshot and rejects', async () => {
    const c = cache();
    const boom = new Error('boom');
    await expect(c.fetch(['e'], () => Promise.reject(boom))).rejects.toBe(boom);
    expect(c.getSnapshot(['e'])).toMatchObject({ status: 'error', error: boom });
  });

  it('notifies only the subscribers of the changed key and keeps snapshots stable', async () => {
    const c = cache();
    const a = vi.fn();
    const b = vi.fn();
    c.subscribe(['teams', 1], a);
    c.subscribe(['teams', 2], b);
    const before = c.getSnapshot(['teams', 1]);
    expect(c.getSnapshot(['teams', 1])).toBe(before);
    c.set(['teams', 1], 'x');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    const after = c.getSnapshot<string>(['teams', 1]);
    expect(after).not.toBe(before);
    expect(after).toEqual({ status: 'success', data: 'x', error: undefined });
    expect(c.getSnapshot(['teams', 1])).toBe(after);
    expect(c.getSnapshot(['nothing'])).toEqual({ status: 'idle', data: undefined, error: undefined });
  });

  it('invalidate(prefix) drops unsubscribed entries and refetches subscribed ones', async () => {
    const c = cache();
    let v = 0;
    const fetcher = vi.fn(async () => ++v);
    await c.fetch(['teams', 'a'], fetcher);
    await c.fetch(['teams', 'b'], fetcher);
    await c.fetch(['user'], fetcher);
    const listener = vi.fn();
    c.subscribe(['teams', 'a'], listener);
    await advance(300);
    c.invalidate(['teams']);
    expect(c.get(['teams', 'b'])).toBeUndefined();
    expect(c.get(['user'])).toBe(3);
    await advance(0);
    expect(c.get(['teams', 'a'])).toBe(4);
    expect(listener).toHaveBeenCalled();
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('drops data 5000 ms after the last subscriber leaves, not before', async () => {
    const c = cache();
    await c.fetch(['k'], async () => 1);
    const u1 = c.subscribe(['k'], () => {});
    const u2 = c.subscribe(['k'], () => {});
    u1();
    await advance(10_000);
    expect(c.get(['k'])).toBe(1);
    u2();
    await advance(4999);
    expect(c.get(['k'])).toBe(1);
    const u3 = c.subscribe(['k'], () => {}); // coming back cancels gc
    await advance(10_000);
    expect(c.get(['k'])).toBe(1);
    u3();
    await advance(5000);
    expect(c.get(['k'])).toBeUndefined();
  });

  it('unsubscribed data is also collected after 5000 ms', async () => {
    const c = cache();
    await c.fetch(['k'], async () => 1);
    await advance(4999);
    expect(c.get(['k'])).toBe(1);
    await advance(1);
    expect(c.get(['k'])).toBeUndefined();
  });

  it('set wins over an in-flight fetch', async () => {
    const c = cache();
    const d = deferred<string>();
    const p = c.fetch(['k'], () => d.promise);
    c.set(['k'], 'set');
    d.resolve('fetched');
    await p;
    expect(c.get(['k'])).toBe('set');
  });
});
