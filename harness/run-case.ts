/** Runs one case with a time limit and turns its outcome into a CaseResult. */
import type { Send } from './http.js';
import { isRouteNotFound } from './http.js';
import type { CaseResult, ConformanceCase, ProjectCreds, RequestSummary } from './types.js';
import { CaseContext, type RunEnv } from './case-context.js';
import { CaseFailure, CaseOutcome } from './expect.js';
import { describeError } from './describe-error.js';

export async function runCase(c: ConformanceCase, env: RunEnv, project: ProjectCreds, timeoutMs: number): Promise<CaseResult> {
  const started = Date.now();
  const missing: RequestSummary[] = [];
  let last: RequestSummary | undefined;
  const send: Send = async (req) => {
    const res = await env.send(req);
    last = res.request;
    if (isRouteNotFound(res)) missing.push(res.request);
    return res;
  };
  const t = new CaseContext({ ...env, send }, project);
  const base = { area: c.area, name: c.name };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      c.run(t),
      new Promise((_r, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ...base, status: 'pass', durationMs: Date.now() - started };
  } catch (e) {
    const durationMs = Date.now() - started;
    if (e instanceof CaseOutcome) return { ...base, status: e.status, note: e.note, durationMs };
    if (missing.length > 0) {
      const m = missing[0];
      return { ...base, status: 'not-implemented', note: `host has no route for ${m.method} ${new URL(m.url).pathname}`, request: m, durationMs };
    }
    if (e instanceof CaseFailure) {
      // without a response at hand, the case's last request is the best pointer
      return { ...base, status: 'fail', note: e.message, expected: e.expected, actual: e.actual, request: e.request ?? last, durationMs };
    }
    return { ...base, status: 'fail', note: `error: ${describeError(e)}`, request: last, durationMs };
  } finally {
    clearTimeout(timer);
  }
}
