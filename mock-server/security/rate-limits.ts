/**
 * Brute-force bounds on the routes that check a secret or send one:
 * - sign-in (password): failed attempts per account (project + e-mail) and per client IP;
 * - code checks (every route that takes a one-time code, including MFA and passkey sign-in): failed
 *   attempts per code and per client IP;
 * - code sends (sign-in codes, reset codes, verification mail, invitations, test mail): every send per
 *   recipient and per client IP.
 * Over a limit the host answers 429 with `Retry-After` (seconds) before running the route. An attempt
 * counts while it runs (so parallel guesses are bounded too) and is given back when it succeeds.
 * Windows use the host's clock (the dev clock moves them); counters live in memory only.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Host } from '../host.js';
import { textResponse } from '../http/respond.js';
import { RateLimiter, type RateRule } from './rate-limiter.js';
import { readTextLimited } from './body-limit.js';

const MIN15 = 15 * 60_000;

export interface RateLimits {
  signInFailuresPerAccount: RateRule;
  signInFailuresPerIp: RateRule;
  codeCheckFailuresPerCode: RateRule;
  codeCheckFailuresPerIp: RateRule;
  codeSendsPerRecipient: RateRule;
  codeSendsPerIp: RateRule;
}

/**
 * Strict enough to stop guessing, loose enough for a conformance run and parallel browser tests against
 * one host. Per code the bound sits above the 20 attempts a code allows, so that rule still shows.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInFailuresPerAccount: { limit: 20, windowMs: MIN15 },
  signInFailuresPerIp: { limit: 300, windowMs: MIN15 },
  codeCheckFailuresPerCode: { limit: 30, windowMs: MIN15 },
  codeCheckFailuresPerIp: { limit: 300, windowMs: MIN15 },
  codeSendsPerRecipient: { limit: 20, windowMs: MIN15 },
  codeSendsPerIp: { limit: 500, windowMs: MIN15 },
};

type Group = 'signIn' | 'codeCheck' | 'codeSend';
type Body = Record<string, unknown>;

const lower = (v: unknown) => (typeof v === 'string' && v ? v.trim().toLowerCase() : null);
/** The nonce part of a one-time code (what identifies the code across its 6-character prefix). */
const codeKey = (b: Body) => lower(b.code)?.slice(6) || null;
const emailKey = (b: Body) => lower(b.email);

const ROUTES: [path: string, group: Group, account: (b: Body, path: string) => string | null][] = [
  ['/auth/password/sign-in', 'signIn', emailKey],
  ['/auth/password/reset/check-code', 'codeCheck', codeKey],
  ['/auth/password/reset', 'codeCheck', codeKey],
  ['/auth/otp/sign-in', 'codeCheck', codeKey],
  ['/auth/otp/sign-in/check-code', 'codeCheck', codeKey],
  ['/auth/mfa/sign-in', 'codeCheck', codeKey],
  ['/auth/passkey/sign-in', 'codeCheck', codeKey],
  ['/auth/passkey/register', 'codeCheck', codeKey],
  ['/contact-channels/verify', 'codeCheck', codeKey],
  ['/contact-channels/verify/check-code', 'codeCheck', codeKey],
  ['/team-invitations/accept', 'codeCheck', codeKey],
  ['/team-invitations/accept/check-code', 'codeCheck', codeKey],
  ['/team-invitations/accept/details', 'codeCheck', codeKey],
  ['/auth/password/send-reset-code', 'codeSend', emailKey],
  ['/auth/otp/send-sign-in-code', 'codeSend', emailKey],
  ['/contact-channels/send-verification-code', 'codeSend', emailKey],
  ['/contact-channels/:user_id/:contact_channel_id/send-verification-code', 'codeSend', (_b, path) => path.split('/')[5] ?? null],
  ['/team-invitations/send-code', 'codeSend', emailKey],
  ['/internal/send-test-email', 'codeSend', (b) => lower(b.recipient_email)],
];

export interface RateLimitState {
  clear(): void;
}

function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

async function jsonBody(req: Request): Promise<Body> {
  try {
    const v: unknown = JSON.parse(await readTextLimited(req.clone()));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {};
  } catch {
    return {};
  }
}

/** A 4xx/5xx that is not the MFA step of a correct password, nor a 429 of this module. */
function failed(res: Response): boolean {
  return res.status >= 400 && res.status !== 429 && res.headers.get('x-stack-known-error') !== 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';
}

function tooMany(ms: number): Response {
  const seconds = Math.ceil(ms / 1000);
  return textResponse(429, `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, { 'retry-after': String(seconds) });
}

/** Registers the limits on `app` (before the API routes, inside the /api envelope). */
export function mountRateLimits(app: Hono, host: Host, rules: RateLimits): RateLimitState {
  const now = () => host.now();
  const pair = (account: RateRule, ip: RateRule) => ({ account: new RateLimiter(account, now), ip: new RateLimiter(ip, now) });
  const limiters = {
    signIn: pair(rules.signInFailuresPerAccount, rules.signInFailuresPerIp),
    codeCheck: pair(rules.codeCheckFailuresPerCode, rules.codeCheckFailuresPerIp),
    codeSend: pair(rules.codeSendsPerRecipient, rules.codeSendsPerIp),
  };
  const guard = (group: Group, accountOf: (b: Body, path: string) => string | null): MiddlewareHandler => async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const req = c.req.raw;
    const { account, ip } = limiters[group];
    const project = req.headers.get('x-stack-project-id') ?? '';
    const who = accountOf(await jsonBody(req), new URL(req.url).pathname);
    const accountKey = who === null ? null : `${project}\n${who}`;
    const ipKey = clientIp(c);
    const wait = Math.max(accountKey === null ? 0 : account.retryAfterMs(accountKey), ip.retryAfterMs(ipKey));
    if (wait > 0) return tooMany(wait);
    if (accountKey !== null) account.hit(accountKey);
    ip.hit(ipKey);
    await next();
    if (group !== 'codeSend' && !failed(c.res)) {
      if (accountKey !== null) account.undo(accountKey);
      ip.undo(ipKey);
    }
  };
  for (const [path, group, accountOf] of ROUTES) app.use(`/api/v1${path}`, guard(group, accountOf));
  return {
    clear() {
      for (const p of Object.values(limiters)) {
        p.account.clear();
        p.ip.clear();
      }
    },
  };
}
