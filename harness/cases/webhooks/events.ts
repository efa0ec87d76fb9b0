import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { startWebhookReceiver, svixSignatureValid } from '../../webhook-receiver.js';
import { svixCall, svixToken } from './svix-calls.js';

const EVENTS = [
  'user.created', 'user.updated', 'team.created', 'team.updated',
  'team_membership.created', 'team_membership.deleted', 'team.deleted', 'user.deleted',
];

export const webhookEvents = defineCase({
  area: 'webhooks',
  name: 'each-event-signed-and-in-order',
  needs: ['svix'],
  endpoints: [
    'POST /api/v1/webhooks/svix-token', 'POST /api/v1/users', 'PATCH /api/v1/users/:user_id', 'DELETE /api/v1/users/:user_id',
    'POST /api/v1/teams', 'PATCH /api/v1/teams/:team_id', 'DELETE /api/v1/teams/:team_id',
    'POST /api/v1/team-memberships/:team_id/:user_id', 'DELETE /api/v1/team-memberships/:team_id/:user_id',
  ],
  async run(t) {
    // A project of its own: no other case's users or teams in its message list.
    const project = await t.newProject();
    const token = await svixToken(t, project);
    const receiver = await startWebhookReceiver();
    try {
      const ep = expect.json(await svixCall(t, token, 'POST', `/app/${project.id}/endpoint`, { url: receiver.url }), 201);
      const secret = expect.json(await svixCall(t, token, 'GET', `/app/${project.id}/endpoint/${ep.id}/secret`), 200).key as string;
      expect.matches(secret, /^whsec_/, 'endpoint secret');
      const as = { as: 'server' as const, project };
      const user = expect.json(await t.api('POST', '/users', { ...as, json: { display_name: 'Webhook user' } }), 201);
      const updated = expect.json(await t.api('PATCH', `/users/${user.id}`, { ...as, json: { display_name: 'Webhook user 2' } }), 200);
      const team = expect.json(await t.api('POST', '/teams', { ...as, json: { display_name: 'Webhook team' } }), 201);
      const renamed = expect.json(await t.api('PATCH', `/teams/${team.id}`, { ...as, json: { display_name: 'Webhook team 2' } }), 200);
      const member = { team_id: team.id, user_id: user.id };
      expect.status(await t.api('POST', `/team-memberships/${team.id}/${user.id}`, { ...as, json: {} }), 201);
      expect.status(await t.api('DELETE', `/team-memberships/${team.id}/${user.id}`, as), 200);
      expect.status(await t.api('DELETE', `/teams/${team.id}`, as), 200);
      expect.status(await t.api('DELETE', `/users/${user.id}`, as), 200);

      const deliveries = await receiver.waitFor(EVENTS.length);
      for (const d of deliveries) expect.check(svixSignatureValid(secret, d), 'svix-signature', 'valid v1 signature', d.headers['svix-signature']);
      const delivered = deliveries.map((d) => (JSON.parse(d.body) as { type: string }).type).sort();
      expect.equal(delivered, [...EVENTS].sort(), 'delivered event types');

      const list = expect.json(await svixCall(t, token, 'GET', `/app/${project.id}/msg?with_content=true`), 200);
      const messages = (list.data as Record<string, unknown>[]).slice().reverse();
      expect.equal(messages.map((m) => m.eventType), EVENTS, 'message list, oldest first');
      for (const m of messages) expect.keys(m, ['channels', 'eventId', 'eventType', 'id', 'payload', 'timestamp'], 'message');
      const data = messages.map((m) => (m.payload as { data: unknown }).data);
      const expected = [user, updated, team, renamed, member, member, { id: team.id }, { id: user.id, teams: [] }];
      for (let i = 0; i < EVENTS.length; i++) expect.equal(data[i], expected[i], `${EVENTS[i]} data`);
      // Each delivery's body is the message payload.
      const byId = new Map(messages.map((m) => [m.id, m.payload]));
      for (const d of deliveries) expect.equal(JSON.parse(d.body), byId.get(String(d.headers['svix-id'])), 'delivered body = message payload');
    } finally {
      await receiver.close();
    }
  },
});
