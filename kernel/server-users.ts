import type { ListUsersOptions, ServerUser, ServerUserCreate, ServerUserUpdate, UsersPage } from './entities.js';
import type { HttpMethod, PluginKernel, RequestOptions, Result, Tokens } from './plugin.js';
import { ok } from './transport.js';
import { serverSessionToWire, toTokens, type SessionWire } from './session-mapping.js';
import { serverUserInputToWire, toServerUser, type UserWire } from './user-mapping.js';

/** Default server session expiry: one year. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

export interface ServerMethods {
  /** Server/admin access only (the server answers INSUFFICIENT_ACCESS_TYPE to a client). Sent without the session's tokens. */
  users: {
    /** One page of users. */
    list(options?: ListUsersOptions): Promise<Result<UsersPage>>;
    /** Every page in turn, following nextCursor. Rejects with the AuthError of a failed page. */
    pages(options?: Omit<ListUsersOptions, 'cursor'>): AsyncIterableIterator<ServerUser[]>;
    create(fields?: ServerUserCreate): Promise<Result<ServerUser>>;
    get(userId: string): Promise<Result<ServerUser>>;
    update(userId: string, fields: ServerUserUpdate): Promise<Result<ServerUser>>;
    delete(userId: string): Promise<Result<void>>;
  };
  /** Tokens for any user (server/admin); `expiresInMillis` defaults to one year. */
  createSession(userId: string, expiresInMillis?: number): Promise<Result<Tokens>>;
}

export function serverMethods(kernel: PluginKernel): ServerMethods {
  const call = <T>(path: string, method?: HttpMethod, body?: unknown, query?: RequestOptions['query']) =>
    kernel.request<T>(path, { method, body, query, session: false });
  const one = async (path: string, method?: HttpMethod, body?: unknown): Promise<Result<ServerUser>> => {
    const r = await call<UserWire>(path, method, body);
    return r.error ? r : ok(toServerUser(r.data));
  };
  const user = (id: string) => `/users/${encodeURIComponent(id)}`;
  const list = async (o: ListUsersOptions = {}): Promise<Result<UsersPage>> => {
    const r = await call<{ items: UserWire[]; pagination?: { next_cursor?: string | null } }>('/users', 'GET', undefined, {
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
    users: {
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
        const r = await call(user(id), 'DELETE', {});
        return r.error ? r : ok(undefined);
      },
    },
    async createSession(userId, expiresInMillis = DEFAULT_SESSION_EXPIRY_MS) {
      const r = await call<SessionWire>('/auth/sessions', 'POST', serverSessionToWire(userId, expiresInMillis));
      return r.error ? r : ok(toTokens(r.data));
    },
  };
}
