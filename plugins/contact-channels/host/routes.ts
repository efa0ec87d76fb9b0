/**
 * SERVER-ONLY host routes for contact channels: list, create, read, update, delete.
 * Verification routes are in verify-routes.ts. Never imported by client code.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import type { Auth } from '../../../mock-server/http/authenticate.js';
import { created, ok, success, type Router } from '../../../mock-server/http/router.js';
import { boolean, email, object, oneOf, uuid, userIdOrMe } from '../../../mock-server/http/schema.js';
import { contactChannelView } from '../../../mock-server/core/views.js';
import type { UserRow } from '../../../mock-server/store/entities.js';
import { assertAuthFree, channelsOf, demoteOthers, findChannel } from '../../../mock-server/core/contact-channels.js';
import { verifyRoutes } from './verify-routes.js';

type Verb = 'list' | 'read' | 'create' | 'update' | 'delete';

/** Client requests act on their own user only (403 text otherwise); 'me' without a user is handled by the schema. */
export function assertOwnUser(auth: Auth, user: UserRow | null, userId: string | undefined, verb: Verb): void {
  if (auth.type !== 'client') return;
  if (!user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
  if (userId !== user.id) throw textError(403, `Client can only ${verb} contact channels for their own user.`);
}

/** Server-only body fields sent by a client are unknown properties, rejected with SCHEMA_ERROR. */
function assertNoServerFields(auth: Auth, req: Request, body: { is_verified?: boolean }): void {
  if (auth.type === 'client' && body.is_verified !== undefined) {
    const path = new URL(req.url).pathname;
    const message = `Request validation failed on ${req.method} ${path}:\n  - body contains unknown properties: is_verified`;
    throw knownError('SCHEMA_ERROR', { message });
  }
}

const params = object({ user_id: userIdOrMe(), contact_channel_id: uuid() });
const type = () => oneOf(['email'] as const);

export function contactChannelRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/contact-channels',
    query: object({ user_id: userIdOrMe().optional(), contact_channel_id: uuid().optional() }),
    handler({ host, auth, user, query }) {
      assertOwnUser(auth!, user, query.user_id, 'list');
      const pid = auth!.project.id;
      const rows = query.user_id
        ? channelsOf(host, pid, query.user_id)
        : host.contactChannels.filter((c) => c.project_id === pid).sort((a, b) => a.created_at_millis - b.created_at_millis);
      const items = rows.filter((c) => !query.contact_channel_id || c.id === query.contact_channel_id).map(contactChannelView);
      return ok({ items, is_paginated: false });
    },
  });

  r.add({
    method: 'POST',
    path: '/contact-channels',
    body: object({
      user_id: userIdOrMe(),
      value: email(),
      type: type(),
      used_for_auth: boolean(),
      is_primary: boolean().optional(),
      is_verified: boolean().optional(),
    }),
    handler({ host, auth, user, body, req }) {
      assertNoServerFields(auth!, req, body);
      assertOwnUser(auth!, user, body.user_id, 'create');
      const pid = auth!.project.id;
      const owner = host.users.get(body.user_id);
      if (!owner || owner.project_id !== pid) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: body.user_id });
      if (channelsOf(host, pid, owner.id).some((c) => c.type === body.type && c.value === body.value)) {
        throw textError(400, 'Contact channel already exists');
      }
      if (body.used_for_auth) assertAuthFree(host, pid, body.value);
      const row = host.contactChannels.put({
        id: host.ids.uuid(),
        project_id: pid,
        user_id: owner.id,
        type: body.type,
        value: body.value,
        is_verified: body.is_verified ?? false,
        is_primary: body.is_primary ?? false,
        used_for_auth: body.used_for_auth,
        created_at_millis: host.now(),
      });
      if (row.is_primary) demoteOthers(host, owner.id, row.id);
      return created(contactChannelView(row));
    },
  });

  r.add({
    method: 'GET',
    path: '/contact-channels/:user_id/:contact_channel_id',
    params,
    handler({ host, auth, user, params: p }) {
      assertOwnUser(auth!, user, p.user_id, 'read');
      const c = findChannel(host, auth!.project.id, p.user_id, p.contact_channel_id);
      if (!c) throw textError(404, 'Contact channel not found.');
      return ok(contactChannelView(c));
    },
  });

  r.add({
    method: 'PATCH',
    path: '/contact-channels/:user_id/:contact_channel_id',
    params,
    body: object({
      value: email().optional(),
      type: type().optional(),
      used_for_auth: boolean().optional(),
      is_primary: boolean().optional(),
      is_verified: boolean().optional(),
    }),
    handler({ host, auth, user, params: p, body, req }) {
      assertNoServerFields(auth!, req, body);
      assertOwnUser(auth!, user, p.user_id, 'update');
      const pid = auth!.project.id;
      const c = findChannel(host, pid, p.user_id, p.contact_channel_id);
      if (!c) throw textError(400, 'Contact channel not found');
      const value = body.value ?? c.value;
      const changed = value !== c.value;
      if (changed && channelsOf(host, pid, c.user_id).some((o) => o.id !== c.id && o.type === c.type && o.value === value)) {
        throw textError(400, 'Contact channel already exists');
      }
      const usedForAuth = body.used_for_auth ?? c.used_for_auth;
      if (usedForAuth && (changed || !c.used_for_auth)) assertAuthFree(host, pid, value, c.id);
      const row = host.contactChannels.put({
        ...c,
        value,
        used_for_auth: usedForAuth,
        is_primary: body.is_primary ?? c.is_primary,
        is_verified: body.is_verified ?? (changed ? false : c.is_verified),
      });
      if (body.is_primary) demoteOthers(host, c.user_id, c.id);
      return ok(contactChannelView(row));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/contact-channels/:user_id/:contact_channel_id',
    params,
    handler({ host, auth, user, params: p }) {
      assertOwnUser(auth!, user, p.user_id, 'delete');
      const c = findChannel(host, auth!.project.id, p.user_id, p.contact_channel_id);
      if (!c) throw textError(400, 'Contact channel not found');
      host.contactChannels.delete(c.id);
      return success();
    },
  });

  verifyRoutes(r);
}
