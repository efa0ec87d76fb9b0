import type { ListUsersOptions, ServerUser, ServerUserCreate, ServerUserUpdate, UsersPage } from './entities.js';
import type { HttpMethod, PluginKernel, RequestOptions, Result, Tokens } from './plugin.js';
import { ok } from './transport.js';

/** Default server session expiry: one year (SPEC §9). */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

export interface ServerMethods {
  /** Server/admin access only (the server answers INSUFFICIENT_ACCESS_TYPE to a client). Sent without the session's tokens. */
  users: {
    /** One page of GET /users. */
    list(options?: ListUsersOptions): Promise<Result<UsersPage>>;
    /** Every page in turn, following next_cursor. Rejects with the AuthError of a failed page. */
    pages(options?: Omit<ListUsersOptions, 'cursor'>): AsyncIterableIterator<ServerUser[]>;
    create(fields?: ServerUserCreate): Promise<Result<ServerUser>>;
    get(userId: string): Promise<Result<ServerUser>>;
    update(userId: string, fields: ServerUserUpdate): Promise<Result<ServerUser>>;
    delete(userId: string): Promise<Result<void>>;
  };
  /** POST /auth/sessions: tokens for any user (server/admin). */
  createSession(userId: string, expiresInMillis?: number): Promise<Result<Tokens>>;
}

export function serverMethods(kernel: PluginKernel): ServerMethods {
  const call = <T>(path: string, method?: HttpMethod, body?: unknown, query?: RequestOptions['query']) =>
    kernel.request<T>(path, { method, body, query, session: false });
  const user = (id: string) => `/users/${encodeURIComponent(id)}`;
  const done = (r: Result<unknown>): Result<void> => (r.error ? r : ok(undefined));
  const list = async (o: ListUsersOptions = {}): Promise<Result<UsersPage>> => {
    const r = await call<{ items: ServerUser[]; pagination?: { next_cursor?: string | null } }>('/users', 'GET', undefined, {
      ...o,
      desc: o.desc?.toString(),
    });
    return r.error ? r : ok({ items: r.data.items, next_cursor: r.data.pagination?.next_cursor ?? null });
  };
  return {
    users: {
      list,
      async *pages(options = {}) {
        let cursor: string | null | undefined;
        do {
          const r = await list({ ...options, cursor: cursor ?? undefined });
          if (r.error) throw r.error;
          yield r.data.items;
          cursor = r.data.next_cursor;
        } while (cursor);
      },
      create: (fields = {}) => call('/users', 'POST', fields),
      get: (id) => call(user(id)),
      update: (id, fields) => call(user(id), 'PATCH', fields),
      delete: async (id) => done(await call(user(id), 'DELETE', {})),
    },
    async createSession(userId, expiresInMillis = DEFAULT_SESSION_EXPIRY_MS) {
      const r = await call<{ access_token: string; refresh_token: string }>('/auth/sessions', 'POST', {
        user_id: userId,
        expires_in_millis: expiresInMillis,
      });
      return r.error ? r : ok({ accessToken: r.data.access_token, refreshToken: r.data.refresh_token });
    },
  };
}
