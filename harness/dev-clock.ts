/**
 * Optional accelerator: the host's test-only clock (e.g. the mock-server's /__dev surface).
 * Detected by probing with a zero advance; hosts without it get clock cases skipped.
 */
import type { Send } from './http';
import type { DevClock } from './case-context';

const CANDIDATES: { path: string; body: (ms: number) => unknown }[] = [
  { path: '/__dev/clock/advance', body: (ms) => ({ ms }) },
  { path: '/__dev/clock', body: (ms) => ({ advance_ms: ms }) },
];

export async function detectDevClock(send: Send): Promise<DevClock | undefined> {
  for (const c of CANDIDATES) {
    try {
      const res = await send({ method: 'POST', path: c.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.body(0)) });
      if (res.status !== 200) continue;
      return {
        async now() {
          const r = await send({ method: 'GET', path: '/__dev/clock' });
          const now = (r.json as { now_millis?: unknown } | undefined)?.now_millis;
          return typeof now === 'number' ? now : Date.now();
        },
        async advance(ms: number) {
          const r = await send({ method: 'POST', path: c.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.body(ms)) });
          if (r.status !== 200) throw new Error(`dev clock advance failed: ${r.status} ${r.text}`);
        },
      };
    } catch {
      // not available
    }
  }
  return undefined;
}
