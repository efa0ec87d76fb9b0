/**
 * Brute-force bounds on the routes that check a secret or send one:
 * - sign-in (password) and password change: failed attempts per account (project + e-mail, or the
 *   signed-in user for a change) and per client IP; a correct password that still needs the second factor
 *   counts too, so TOTP guessing is bounded per account;
 * - code checks (every route that takes a one-time code, including MFA and passkey sign-in): failed
 *   attempts per client IP (each code also allows only 20 attempts, the hosted API's rule);
 * - code sends (sign-in codes, reset codes, verification mail, invitations, test mail): every send per
 *   recipient and per client IP.
 * Over a limit the host answers 429 with `Retry-After` (seconds) before running the route. An attempt
 * counts while it runs (so parallel guesses are bounded too) and is given back when it succeeds.
 * The account is read from the body the route itself gets (JSON or form, parsed once with the size limit),
 * and kept only as a SHA-256 digest of its normalised value, never as given. Every loopback address
 * (127.0.0.0/8, ::1) is one client IP. Windows use the host's clock (the dev clock moves them); counters
 * live in memory only, with bounded memory.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Host } from '../host.js';
import { textResponse } from '../http/respond.js';
import { requestBody } from '../http/request-body.js';
import { decodeSegment } from '../tokens/access-tokens.js';
import { RateLimiter, type RateRule } from './rate-limiter.js';

const MIN15 = 15 * 60_000;

export interface RateLimits {
  signInFailuresPerAccount: RateRule;
  signInFailuresPerIp: RateRule;
  codeCheckFailuresPerIp: RateRule;
  codeSendsPerRecipient: RateRule;
  codeSendsPerIp: RateRule;
}

/**
 * Strict enough to stop guessing, loose enough for a conformance run and parallel browser tests against
 * one host (a full conformance run makes about 10 failed sign-ins, 60 failed code checks and 40 sends).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInFailuresPerAccount: { limit: 20, windowMs: MIN15 },
  signInFailuresPerIp: { limit: 300, windowMs: MIN15 },
  codeCheckFailuresPerIp: { limit: 300, windowMs: MIN15 },
  codeSendsPerRecipient: { limit: 20, windowMs: MIN15 },
  codeSendsPerIp: { limit: 500, windowMs: MIN15 },
};

type Group = 'signIn' | 'codeCheck' | 'codeSend';
type Body = Record<string, unknown>;
type AccountOf = (b: Body, req: Request) => string | null;

const lower = (v: unknown) => (typeof v === 'string' && v ? v.trim().toLowerCase() : null);
const emailKey: AccountOf = (b) => lower(b.email);

/** The user an access token names (unverified: it only picks the counter; the route checks the token). */
const tokenUser: AccountOf = (_b, req) => {
  const part = req.headers.get('x-stack-access-token')?.split('.')[1];
  const sub = part ? decodeSegment(part)?.sub : undefined;
  return typeof sub === 'string' && sub ? `user ${sub}` : null;
};

const ROUTES: [path: string, group: Group, account: AccountOf | null][] = [
  ['/auth/password/sign-in', 'signIn', emailKey],
  ['/auth/password/update', 'signIn', tokenUser],
  ['/auth/password/reset/check-code', 'codeCheck', null],
  ['/auth/password/reset', 'codeCheck', null],
  ['/auth/otp/sign-in', 'codeCheck', null],
  ['/auth/otp/sign-in/check-code', 'codeCheck', null],
  ['/auth/mfa/sign-in', 'codeCheck', null],
  ['/auth/passkey/sign-in', 'codeCheck', null],
  ['/auth/passkey/register', 'codeCheck', null],
  ['/contact-channels/verify', 'codeCheck', null],
  ['/contact-channels/verify/check-code', 'codeCheck', null],
  ['/team-invitations/accept', 'codeCheck', null],
  ['/team-invitations/accept/check-code', 'codeCheck', null],
  ['/team-invitations/accept/details', 'codeCheck', null],
  ['/auth/password/send-reset-code', 'codeSend', emailKey],
  ['/auth/otp/send-sign-in-code', 'codeSend', emailKey],
  ['/contact-channels/send-verification-code', 'codeSend', emailKey],
  ['/contact-channels/:user_id/:contact_channel_id/send-verification-code', 'codeSend', (_b, req) => new URL(req.url).pathname.split('/')[5] ?? null],
  ['/team-invitations/send-code', 'codeSend', emailKey],
  ['/internal/send-test-email', 'codeSend', (b) => lower(b.recipient_email)],
];

export interface RateLimitState {
  clear(): void;
}

/** The client's address; every loopback address (127.0.0.0/8, ::1, and their IPv4-mapped forms) is one. */
function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const ip = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.') ? 'loopback' : ip;
}

/** The parsed body when it is an object (JSON or form); {} otherwise. Its errors are left to the route. */
async function bodyOf(req: Request): Promise<Body> {
  try {
    const v = await requestBody(req);
    return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array) ? (v as Body) : {};
  } catch {
    return {};
  }
}

/** A fixed-size key for an account: the SHA-256 of the project and the normalised account value. */
const accountDigest = (project: string, who: string) => createHash('sha256').update(project).update('\n').update(who).digest('base64');

/** Anything but a success (the MFA step of a correct password included); 429s of this module never reach here. */
function failed(res: Response): boolean {
  return res.status >= 400;
}

function tooMany(ms: number): Response {
  const seconds = Math.ceil(ms / 1000);
  return textResponse(429, `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, { 'retry-after': String(seconds) });
}

/** Registers the limits on `app` (before the API routes, inside the /api envelope). */
export function mountRateLimits(app: Hono, host: Host, rules: RateLimits): RateLimitState {
  const now = () => host.now();
  const pair = (account: RateRule | null, ip: RateRule) => ({ account: account && new RateLimiter(account, now), ip: new RateLimiter(ip, now) });
  const limiters = {
    signIn: pair(rules.signInFailuresPerAccount, rules.signInFailuresPerIp),
    codeCheck: pair(null, rules.codeCheckFailuresPerIp),
    codeSend: pair(rules.codeSendsPerRecipient, rules.codeSendsPerIp),
  };
  const guard = (group: Group, accountOf: AccountOf | null): MiddlewareHandler => async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const req = c.req.raw;
    const { account, ip } = limiters[group];
    const project = req.headers.get('x-stack-project-id') ?? '';
    const who = account && accountOf ? accountOf(await bodyOf(req), req) : null;
    const accountKey = who === null ? null : accountDigest(project, who);
    const ipKey = clientIp(c);
    const wait = Math.max(account && accountKey !== null ? account.retryAfterMs(accountKey) : 0, ip.retryAfterMs(ipKey));
    if (wait > 0) return tooMany(wait);
    if (account && accountKey !== null) account.hit(accountKey);
    ip.hit(ipKey);
    await next();
    if (group !== 'codeSend' && !failed(c.res)) {
      if (account && accountKey !== null) account.undo(accountKey);
      ip.undo(ipKey);
    }
  };
  for (const [path, group, accountOf] of ROUTES) app.use(`/api/v1${path}`, guard(group, accountOf));
  return {
    clear() {
      for (const p of Object.values(limiters)) {
        p.account?.clear();
        p.ip.clear();
      }
    },
  };
}
