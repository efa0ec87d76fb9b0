import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../kernel/index.js';
import type { Result } from '../../kernel/index.js';
import { oauth } from './index.js';
import { passkey } from '../passkey/index.js';
import type { OAuthCallbackResult } from './index.js';

describe('oauth() and passkey() client types', () => {
  it('adds .oauth only when the plugin is registered', () => {
    const client = createClient({ projectId: 'p', publishableClientKey: 'k', plugins: [oauth()] });
    expectTypeOf(client).toHaveProperty('oauth');
    expectTypeOf(client).not.toHaveProperty('passkey');
    expectTypeOf(client.oauth.signInWithOAuth).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(client.oauth.callOAuthCallback).returns.resolves.toEqualTypeOf<Result<OAuthCallbackResult | null>>();
    expectTypeOf(client.oauth.getConnectedAccountAccessToken).returns.resolves.toEqualTypeOf<Result<string | null>>();
  });

  it('adds .passkey with typed results', () => {
    const client = createClient({ projectId: 'p', publishableClientKey: 'k', plugins: [passkey(), oauth()] });
    expectTypeOf(client.passkey.signIn).returns.resolves.toEqualTypeOf<Result<{ userId: string; isNewUser: false }>>();
    expectTypeOf(client.passkey.register).returns.resolves.toEqualTypeOf<Result<{ userHandle: string }>>();
    const bare = createClient({ projectId: 'p', plugins: [] });
    expectTypeOf(bare).not.toHaveProperty('oauth');
    expectTypeOf(bare).not.toHaveProperty('passkey');
  });
});
