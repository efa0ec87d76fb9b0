import type { ListUsersOptions, ServerUser, ServerUserCreate, ServerUserUpdate, UsersPage } from './entities.js';
import { definePlugin, type HttpMethod, type PluginKernel, type RequestOptions, type Result, type SessionTokens } from './plugin.js';
import { ok } from './transport.js';
import { serverSessionToWire, toTokens, type SessionWire } from './session-mapping.js';
import { serverUserInputToWire, toServerUser, type UserWire } from './user-mapping.js';

/** Default server session expiry: one year. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

/**
 * `client.users` (the `serverUsers()` plugin). Server/admin access only (the server answers
 * INSUFFICIENT_ACCESS_TYPE to a client). Sent without the session's tokens.
 */
export interface UsersMethods {
  /** One page of users. */
  list(options?: ListUsersOptions): Promise<Result<UsersPage>>;
  /** Every page in turn, following nextCursor. Rejects with the AuthError of a failed page. */
  pages(options?: Omit<ListUsersOptions, 'cursor'>): AsyncIterableIterator<ServerUser[]>;
  create(fields?: ServerUserCreate): Promise<Result<ServerUser>>;
  get(userId: string): Promise<Result<ServerUser>>;
  update(userId: string, fields: ServerUserUpdate): Promise<Result<ServerUser>>;
  delete(userId: string): Promise<Result<void>>;
}

export interface ServerMethods {
  /** Tokens for any user (server/admin access), both always set; `expiresInMillis` defaults to one year. */
  createSession(userId: string, expiresInMillis?: number): Promise<Result<SessionTokens>>;
}

const call = <T>(kernel: PluginKernel, path: string, method?: HttpMethod, body?: unknown, query?: RequestOptions['query']) =>
  kernel.request<T>(path, { method, body, query, session: false });

export function serverMethods(kernel: PluginKernel): ServerMethods {
  return {
    async createSession(userId, expiresInMillis = DEFAULT_SESSION_EXPIRY_MS) {
      const r = await call<SessionWire>(kernel, '/auth/sessions', 'POST', serverSessionToWire(userId, expiresInMillis));
      return r.error ? r : ok(toTokens(r.data));
    },
  };
}

/**
 * The users plugin for server and admin apps: `createClient({ secretServerKey, plugins: [serverUsers()] })`
 * adds `client.users` (list, pages, create, get, update, delete). A plugin, so browser apps, which cannot use
 * it, do not ship it.
 */
export const serverUsers = () =>
  definePlugin({
    id: 'users',
    methods(kernel): UsersMethods {
      // No key at all (an unset environment variable): every call would fail with "The publishable client key must be provided."
      if (kernel.accessType === 'client' && !kernel.publishableClientKey) {
        throw new TypeError('createClient: serverUsers() needs server access, and no key was given: pass the secretServerKey option (or superSecretAdminKey).');
      }
      const one = async (path: string, method?: HttpMethod, body?: unknown): Promise<Result<ServerUser>> => {
        const r = await call<UserWire>(kernel, path, method, body);
        return r.error ? r : ok(toServerUser(r.data));
      };
      const user = (id: string) => `/users/${encodeURIComponent(id)}`;
      const list = async (o: ListUsersOptions = {}): Promise<Result<UsersPage>> => {
        const r = await call<{ items: UserWire[]; pagination?: { next_cursor?: string | null } }>(kernel, '/users', 'GET', undefined, {
          cursor: o.cursor,
          limit: o.limit,
          desc: o.desc?.toString(),
          order_by: o.orderBy && 'signed_up_at',
          query: o.query,
          team_id: o.teamId,
        });
        return r.error ? r : ok({ items: r.data.items.map(toServerUser), nextCursor: r.data.pagination?.next_cursor ?? null });
      };
      return {
        list,
        async *pages(options = {}) {
          let cursor: string | null | undefined;
          do {
            const r = await list({ ...options, cursor: cursor ?? undefined });
            if (r.error) throw r.error;
            yield r.data.items;
            cursor = r.data.nextCursor;
          } while (cursor);
        },
        create: (fields = {}) => one('/users', 'POST', serverUserInputToWire(fields)),
        get: (id) => one(user(id)),
        update: (id, fields) => one(user(id), 'PATCH', serverUserInputToWire(fields)),
        delete: async (id) => {
          const r = await call(kernel, user(id), 'DELETE', {});
          return r.error ? r : ok(undefined);
        },
      };
    },
  });
