import type { ListUsersOptions, ServerUser, ServerUserCreate, ServerUserUpdate, UsersPage } from './entities';
import type { PluginKernel, Result, Tokens } from './plugin';
import { ok } from './transport';

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
  const path = (id: string) => `/users/${encodeURIComponent(id)}`;
  const list = async (o: ListUsersOptions = {}): Promise<Result<UsersPage>> => {
    const r = await kernel.request<{ items: ServerUser[]; pagination?: { next_cursor?: string | null } }>('/users', {
      query: { ...o, desc: o.desc === undefined ? undefined : String(o.desc) },
      session: false,
    });
    return r.error ? r : ok({ items: r.data.items, next_cursor: r.data.pagination?.next_cursor ?? null });
  };
  return {
    users: {
      list,
      async *pages(options = {}) {
        let cursor: string | undefined;
        do {
          const r = await list({ ...options, cursor });
          if (r.error) throw r.error;
          yield r.data.items;
          cursor = r.data.next_cursor ?? undefined;
        } while (cursor);
      },
      create: (fields = {}) => kernel.request('/users', { method: 'POST', body: fields, session: false }),
      get: (id) => kernel.request(path(id), { session: false }),
      update: (id, fields) => kernel.request(path(id), { method: 'PATCH', body: fields, session: false }),
      async delete(id) {
        const r = await kernel.request(path(id), { method: 'DELETE', body: {}, session: false });
        return r.error ? r : ok(undefined);
      },
    },
    async createSession(userId, expiresInMillis = DEFAULT_SESSION_EXPIRY_MS) {
      const r = await kernel.request<{ access_token: string; refresh_token: string }>('/auth/sessions', {
        method: 'POST',
        body: { user_id: userId, expires_in_millis: expiresInMillis },
        session: false,
      });
      return r.error ? r : ok({ accessToken: r.data.access_token, refreshToken: r.data.refresh_token });
    },
  };
}
