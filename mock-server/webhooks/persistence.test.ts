/**
 * With a data directory, endpoints, messages, attempts and tokens survive a restart; messages and attempts
 * go after 30 days of host time. A request whose commit fails sends nothing.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestHost } from '../testing/test-host.js';
import { pruneExpired, DAY_MS } from '../store/prune.js';
import { delivered, svixClient, webhookProject } from './test-kit.js';
import { messagesTable } from './rows.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('webhooks with --data-dir', () => {
  it('endpoints, messages, attempts and tokens persist across a restart and are pruned after 30 days', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'));
    dirs.push(dir);
    const first = await startTestHost({ dataDir: dir });
    const w = await webhookProject(first);
    await first.api().post('/api/v1/users').set(w.project.server).send({ display_name: 'Kept' });
    await delivered(first);
    const before = {
      endpoints: (await w.svix.endpoint.list(w.project.id)).data,
      messages: (await w.svix.message.list(w.project.id)).data,
      attempts: (await w.svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId)).data,
    };
    expect(before.messages).toHaveLength(1);
    expect(before.attempts).toHaveLength(1);
    await first.close();
    first.host.db.close();

    const second = await startTestHost({ dataDir: dir });
    const svix = svixClient(second, w.token);
    expect((await svix.endpoint.list(w.project.id)).data).toEqual(before.endpoints);
    expect((await svix.message.list(w.project.id)).data).toEqual(before.messages);
    expect((await svix.messageAttempt.listByEndpoint(w.project.id, w.endpointId)).data).toEqual(before.attempts);
    expect((await svix.endpoint.getSecret(w.project.id, w.endpointId)).key).toBe(w.secret);

    second.host.advanceClock(30 * DAY_MS - 60_000);
    pruneExpired(second.host);
    expect((await svix.message.list(w.project.id)).data).toHaveLength(1);
    second.host.advanceClock(120_000);
    expect(pruneExpired(second.host)).toMatchObject({ webhook_messages: 1, webhook_attempts: 1 });
    expect((await svix.message.list(w.project.id)).data).toEqual([]);
    expect((await svix.endpoint.list(w.project.id)).data).toHaveLength(1);
    await second.close();
    second.host.db.close();
    await w.receiver.close();
  });

  it('a request whose commit fails sends nothing and keeps no message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'));
    dirs.push(dir);
    const t = await startTestHost({ dataDir: dir });
    const w = await webhookProject(t);
    // A read-only file: the next commit fails (the request answers 500 and its rows are undone).
    const sqlite = t.host.db.sqlite()!;
    sqlite.db.pragma('query_only = ON');
    const res = await t.api().post('/api/v1/users').set(w.project.server).send({ display_name: 'Never' });
    expect(res.status).toBe(500);
    await delivered(t);
    expect(w.receiver.deliveries).toEqual([]);
    expect(messagesTable(t.host).values()).toEqual([]);
    sqlite.db.pragma('query_only = OFF');
    expect((await t.api().post('/api/v1/users').set(w.project.server).send({ display_name: 'Later' })).status).toBe(201);
    await delivered(t);
    expect(w.receiver.deliveries.map((d) => JSON.parse(d.body).data.display_name)).toEqual(['Later']);
    await t.close();
    t.host.db.close();
    await w.receiver.close();
    chmodSync(dir, 0o700);
  });
});
