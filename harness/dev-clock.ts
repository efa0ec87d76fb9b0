/**
 * Optional accelerator: the host's test-only clock (the mock-server's /__dev surface).
 * Detected with a read-only GET /__dev/clock (`{"now_millis": …}`); moved with
 * POST /__dev/clock/advance `{"ms": …}`. Hosts without it get their clock cases skipped.
 */
import type { Send } from './http.js';
import type { DevClock } from './case-context.js';

async function readNow(send: Send): Promise<number | undefined> {
  try {
    const res = await send({ method: 'GET', path: '/__dev/clock' });
    const now = (res.json as { now_millis?: unknown } | undefined)?.now_millis;
    return res.status === 200 && typeof now === 'number' ? now : undefined;
  } catch {
    return undefined;
  }
}

export async function detectDevClock(send: Send): Promise<DevClock | undefined> {
  if ((await readNow(send)) === undefined) return undefined;
  return {
    async now() {
      return (await readNow(send)) ?? Date.now();
    },
    async advance(ms: number) {
      const body = JSON.stringify({ ms });
      const r = await send({ method: 'POST', path: '/__dev/clock/advance', headers: { 'content-type': 'application/json' }, body });
      if (r.status !== 200) throw new Error(`dev clock advance failed: ${r.status} ${r.text}`);
    },
  };
}
