import type { RequestHandler } from 'express';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import type { ServerUser } from '../../kernel/index.js';
import { authMiddleware as expressAuth, authOf } from './express.js';
import { authMiddleware as honoAuth, getAuth, requireAuth, type AuthEnv } from './hono.js';
import { verifyAccessToken, type AccessTokenClaims, type RequestAuth, type TokenVerificationReason } from './index.js';

const options = { projectId: 'p', baseUrl: 'http://127.0.0.1:8102' };

describe('server plugin types', () => {
  it('verifyAccessToken narrows to claims or a reasoned error', async () => {
    const r = await verifyAccessToken('t', options);
    if (r.error) {
      expectTypeOf(r.data).toBeNull();
    } else {
      expectTypeOf(r.data).toEqualTypeOf<AccessTokenClaims>();
      expectTypeOf(r.data.userId).toBeString();
      expectTypeOf(r.data.isAnonymous).toEqualTypeOf<boolean | null>();
    }
    expectTypeOf<'expired'>().toExtend<TokenVerificationReason>();
    // @ts-expect-error projectId is required
    void verifyAccessToken('t', { baseUrl: 'x' });
  });

  it('Hono: middleware types come from hono; c.get("auth") is typed through Variables', () => {
    expectTypeOf(honoAuth(options)).toExtend<MiddlewareHandler>();
    const app = new Hono<AuthEnv>();
    app.get('/', honoAuth(options), requireAuth(), (c) => {
      expectTypeOf(c.get('auth')).toEqualTypeOf<RequestAuth | null>();
      expectTypeOf(c.get('auth')!.user).toEqualTypeOf<ServerUser | null>();
      // @ts-expect-error not a variable the middleware sets
      c.get('nope');
      return c.text('ok');
    });
  });

  it('Hono: getAuth(c) is typed on a plain new Hono() too', () => {
    const app = new Hono();
    app.use(honoAuth(options));
    app.get('/', (c) => {
      expectTypeOf(getAuth(c)).toEqualTypeOf<RequestAuth | null>();
      return c.text(getAuth(c)?.userId ?? 'anonymous');
    });
  });

  it('Express: a RequestHandler; req.auth is typed by declaration merging', () => {
    expectTypeOf(expressAuth(options)).toEqualTypeOf<RequestHandler>();
    const handler: RequestHandler = (req, res) => {
      expectTypeOf(req.auth).toEqualTypeOf<RequestAuth | null | undefined>();
      expectTypeOf(authOf(req).userId).toBeString();
      res.end();
    };
    void handler;
  });
});
