/**
 * The pruning timer runs on the host's clock: moving the (injected or dev) clock past expiry prunes at the
 * next tick, and nothing is pruned while host time stands still, however long the timer runs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { DAY_MS } from './prune.js';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe('pruning timer', () => {
  it('prunes when host time passes expiry, not before', () => {
    let now = Date.UTC(2030, 0, 1);
    const host = hostOf(createMockServer({ now: () => now }));
    host.refreshTokens.put({ id: 'old', project_id: 'internal', user_id: 'u', created_at_millis: now, expires_at_millis: now + 1000 });
    host.codes.put({ id: 'c', project_id: 'internal', code: 'x', type: 'ONE_TIME_PASSWORD', data: {}, method: {}, redirect_url: null, created_at_millis: now, expires_at_millis: now + 1000, used_at_millis: null, attempt_count: 0 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(host.refreshTokens.get('old')).toBeDefined();
    now += 2 * 60_000;
    vi.advanceTimersByTime(1000);
    expect(host.refreshTokens.get('old')).toBeUndefined();
    expect(host.codes.get('c')).toBeDefined();
    host.advanceClock(DAY_MS);
    vi.advanceTimersByTime(1000);
    expect(host.codes.get('c')).toBeUndefined();
  });
});
