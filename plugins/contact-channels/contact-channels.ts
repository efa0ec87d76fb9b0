import { USER_KEY, definePlugin, isAuthError } from '../../kernel/index.js';
import type { PluginKernel, Result } from '../../kernel/index.js';
import { callbackUrl, explainUntrusted, ok } from '../../kernel/index.js';
import { contactChannelInputToWire, newContactChannelToWire, toContactChannel, type ContactChannel, type ContactChannelInput } from './contact-channel-mapping.js';
import { CONTACT_CHANNEL_PATHS as P, type ContactChannelList, type ContactChannelWire } from './contract.js';

export type NewContactChannel = ContactChannelInput;
export type ContactChannelUpdate = Partial<ContactChannelInput>;

export interface ContactChannelMethods {
  /** The user's e-mails, oldest first (cached under `listQuery.key`). */
  list(): Promise<Result<ContactChannel[]>>;
  create(channel: NewContactChannel): Promise<Result<ContactChannel>>;
  update(id: string, fields: ContactChannelUpdate): Promise<Result<ContactChannel>>;
  delete(id: string): Promise<Result<void>>;
  /**
   * Mails a verification link. @default callback the handler's email-verification page, on the current page's
   * origin or createClient's `appUrl`
   */
  sendVerificationEmail(id: string, options?: { callbackUrl?: string }): Promise<Result<void>>;
  /** The cache entry behind `list()`: its key and loader (throws on failure), for hooks such as useCachedQuery. */
  readonly listQuery: { key: readonly string[]; fetch(): Promise<ContactChannel[]> };
}

export interface ContactChannelsPlugin extends ContactChannelMethods {
  /** Marks the address in the e-mailed code verified (no sign-in needed). */
  verify(code: string): Promise<Result<void>>;
  /** The same methods for any user (server or admin access). */
  forUser(userId: string): ContactChannelMethods;
}

/** The current user's e-mail addresses (contact channels); server variants via `forUser`. */
export function contactChannels() {
  return definePlugin({
    id: 'contactChannels',
    methods(kernel: PluginKernel): ContactChannelsPlugin {
      const changed = <T>(r: Result<T>): Result<T> => {
        if (!r.error) {
          kernel.cache.invalidate(['contactChannels']);
          kernel.cache.invalidate(USER_KEY);
        }
        return r;
      };
      const done = (r: Result<unknown>): Result<void> => (r.error ? r : ok(undefined));
      const mapped = (r: Result<ContactChannelWire>): Result<ContactChannel> => changed(r.error ? r : ok(toContactChannel(r.data)));

      function forUser(userId: string): ContactChannelMethods {
        const listQuery = {
          key: ['contactChannels', userId],
          async fetch() {
            const r = await kernel.request<ContactChannelList>(P.list, { query: { user_id: userId } });
            if (r.error) throw r.error;
            return r.data.items.map(toContactChannel);
          },
        };
        const one = (id: string) => P.one(userId, id);
        return {
          listQuery,
          async list() {
            // The cache reports failures by rejecting; turn them back into a Result.
            try {
              return ok(await kernel.cache.fetch(listQuery.key, listQuery.fetch));
            } catch (error) {
              if (isAuthError(error)) return { data: null, error };
              throw error;
            }
          },
          async create(channel) {
            return mapped(await kernel.request<ContactChannelWire>(P.create, { method: 'POST', body: newContactChannelToWire(userId, channel) }));
          },
          async update(id, fields) {
            return mapped(await kernel.request<ContactChannelWire>(one(id), { method: 'PATCH', body: contactChannelInputToWire(fields) }));
          },
          async delete(id) {
            return done(changed(await kernel.request(one(id), { method: 'DELETE' })));
          },
          async sendVerificationEmail(id, options = {}) {
            const cb = await callbackUrl(kernel, options.callbackUrl, kernel.urls.emailVerification);
            if (cb.error) return cb;
            return done(explainUntrusted(await kernel.request(P.sendCode(userId, id), { method: 'POST', body: { callback_url: cb.data } }), cb.data));
          },
        };
      }

      return {
        ...forUser('me'),
        forUser,
        async verify(code) {
          return done(changed(await kernel.request(P.verify, { method: 'POST', body: { code: code.trim() } })));
        },
      };
    },
  });
}
