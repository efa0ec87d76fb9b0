import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type Client } from './create-client.js';
import { serverUsers } from './server-users.js';
import type { Team, User } from './entities.js';
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
    // @ts-expect-error inputs take the camelCase names, not the wire's
    void c.user.update({ display_name: 'Ada' });
  });

  it('getUser returns the camelCase entity: Dates for times, the wire names are type errors', async () => {
    const c = createClient({ projectId: 'p' });
    const user = await c.getUser({ or: 'throw' });
    expectTypeOf(user.displayName).toEqualTypeOf<string | null>();
    expectTypeOf(user.primaryEmailVerified).toEqualTypeOf<boolean>();
    expectTypeOf(user.signedUpAt).toEqualTypeOf<Date>();
    expectTypeOf(user.selectedTeam).toEqualTypeOf<Team | null>();
    // @ts-expect-error the wire name is not on the entity
    void user.display_name;
    // @ts-expect-error the wire name is not on the entity
    void user.signed_up_at_millis;
    // @ts-expect-error server users are the serverUsers() plugin: browser apps do not ship them
    void c.users;
    const page = await createClient({ projectId: 'p', secretServerKey: 'k', plugins: [serverUsers()] }).users.list();
    if (page.data) {
      expectTypeOf(page.data.nextCursor).toEqualTypeOf<string | null>();
      expectTypeOf(page.data.items[0].lastActiveAt).toEqualTypeOf<Date>();
    }
    const project = await c.getProject();
    if (project.data) expectTypeOf(project.data.config.oauthProviders).toEqualTypeOf<string[]>();
  });

  it('plugin ids stay literal', () => {
    expectTypeOf(password().id).toEqualTypeOf<'password'>();
  });
});

describe('createSession', () => {
  it('gives both tokens as strings: no `!` needed in strict code', async () => {
    const server = createClient({ projectId: 'p', secretServerKey: 'k', plugins: [serverUsers()] });
    const r = await server.createSession('user-id');
    if (r.error) return;
    expectTypeOf(r.data.accessToken).toEqualTypeOf<string>();
    expectTypeOf(r.data.refreshToken).toEqualTypeOf<string>();
  });
});
