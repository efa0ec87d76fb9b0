import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type Client } from './create-client.js';
import type { User } from './entities.js';
import { definePlugin, type Result } from './plugin.js';

// Tiny local stand-ins for real plugins (written elsewhere).
const password = () =>
  definePlugin({
    id: 'password',
    methods: (k) => ({
      signIn: (email: string, pw: string) => k.request<{ user_id: string }>('/auth/password/sign-in', { method: 'POST', body: { email, password: pw } }),
    }),
  });
const passkey = () => definePlugin({ id: 'passkey', methods: () => ({ register: async (): Promise<Result<void>> => ({ data: undefined, error: null }) }) });
const teams = () => definePlugin({ id: 'teams', methods: () => ({ list: async () => [] as { id: string }[] }) });

describe('client type inferred from the plugin tuple', () => {
  it('[password()] has .password and no .passkey', () => {
    const c = createClient({ projectId: 'p', plugins: [password()] });
    expectTypeOf(c.password.signIn).parameters.toEqualTypeOf<[string, string]>();
    expectTypeOf(c.password.signIn).returns.toEqualTypeOf<Promise<Result<{ user_id: string }>>>();
    expectTypeOf(c).not.toHaveProperty('passkey');
    expectTypeOf(c).not.toHaveProperty('teams');
  });

  it('[password(), teams()] has exactly those two', () => {
    const c = createClient({ projectId: 'p', plugins: [password(), teams()] });
    expectTypeOf(c.teams.list).returns.resolves.toEqualTypeOf<{ id: string }[]>();
    expectTypeOf(c).toHaveProperty('password');
    expectTypeOf(c).not.toHaveProperty('passkey');
    expectTypeOf(c).toEqualTypeOf<Client<[ReturnType<typeof password>, ReturnType<typeof teams>]>>();
  });

  it('no plugins: only the core', () => {
    const c = createClient({ projectId: 'p' });
    expectTypeOf(c).not.toHaveProperty('password');
    expectTypeOf(c.getUser).toBeFunction();
  });

  it('core methods have precise types', () => {
    const c = createClient({ projectId: 'p', plugins: [passkey()] });
    expectTypeOf(c.getUser()).toEqualTypeOf<Promise<User | null>>();
    expectTypeOf(c.getUser({ or: 'return-null' })).toEqualTypeOf<Promise<User | null>>();
    expectTypeOf(c.getUser({ or: 'throw' })).toEqualTypeOf<Promise<User>>();
    expectTypeOf(c.getUser({ or: 'redirect' })).toEqualTypeOf<Promise<User>>();
    expectTypeOf(c.user.update).parameter(0).toHaveProperty('displayName');
    expectTypeOf(c.passkey.register).returns.toEqualTypeOf<Promise<Result<void>>>();
    // @ts-expect-error unknown PATCH field
    void c.user.update({ server_metadata: {} });
  });

  it('plugin ids stay literal', () => {
    expectTypeOf(password().id).toEqualTypeOf<'password'>();
  });
});
