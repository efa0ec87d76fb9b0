import { describe, expect, it } from 'vitest';
import type { RawRequest, Res, Send } from './http.js';
import { oneProjectAtATime } from './one-project-at-a-time.js';

/** A host stand-in that answers after `ms` and records the most requests of each kind in flight at once. */
function slowHost(ms: number) {
  const inFlight = { projects: 0, other: 0 };
  const peak = { projects: 0, other: 0 };
  const send: Send = async (req: RawRequest) => {
    const kind = req.path.startsWith('/api/v1/internal/projects') && req.method === 'POST' ? 'projects' : 'other';
    inFlight[kind] += 1;
    peak[kind] = Math.max(peak[kind], inFlight[kind]);
    await new Promise((r) => setTimeout(r, ms));
    inFlight[kind] -= 1;
    if (req.body === 'fail') throw new Error('network down');
    return { status: 201, headers: new Headers(), text: '', json: undefined, request: { method: req.method, url: req.path, headers: {} } } satisfies Res;
  };
  return { send, peak };
}

describe('oneProjectAtATime', () => {
  it('sends POST /internal/projects one after another, everything else in parallel; a failed call does not block the next', async () => {
    const host = slowHost(5);
    const send = oneProjectAtATime(host.send);
    const create = (body?: string) => send({ method: 'POST', path: '/api/v1/internal/projects', body });
    const results = await Promise.allSettled([
      create(), create('fail'), create(), create(),
      send({ method: 'GET', path: '/api/v1/internal/projects' }),
      send({ method: 'GET', path: '/api/v1/users/me' }),
      send({ method: 'PATCH', path: '/api/v1/projects/current' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(host.peak).toEqual({ projects: 1, other: 3 });
  });

  it('without it, the same calls overlap (so the test above can fail)', async () => {
    const host = slowHost(5);
    await Promise.all([1, 2, 3].map(() => host.send({ method: 'POST', path: '/api/v1/internal/projects' })));
    expect(host.peak.projects).toBe(3);
  });
});
