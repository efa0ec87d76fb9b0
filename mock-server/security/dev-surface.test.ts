import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { useTestHost } from '../testing/use-test-host.js';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';
import { sendTemplateEmail } from '../mail/send-email.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FAST = { passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } };
const json = { 'content-type': 'application/json' };

const t = useTestHost();

describe('Host allow-list (item 2)', () => {
  it('refuses Host: evil.example on every path, the API included, with 421', async () => {
    const app = createMockServer(FAST);
    for (const path of ['/api/v1/projects/current', '/api/v1/users/me', '/mailbox/api/v1/mailbox/x', '/mailbox', '/__dev/clock', '/health', '/']) {
      for (const method of ['GET', 'OPTIONS']) {
        const res = await app.request(`http://evil.example${path}`, { method });
        expect([path, method, res.status]).toEqual([path, method, 421]);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    const rebound = await app.request('http://evil.example:8102/__dev/reset', { method: 'POST', headers: json, body: '{}' });
    expect(rebound.status).toBe(421);
  });

  it('refuses a forged Host header over a real socket, accepts localhost, 127.0.0.1, [::1] and --allowed-host names', async () => {
    const raw = (host: string) => t.api().get('/health').set('host', host);
    expect((await raw('evil.example')).status).toBe(421);
    expect((await raw('evil.example')).text).toContain('--allowed-host evil.example');
    for (const ok of ['localhost:8102', '127.0.0.1', '[::1]:3000', 'LOCALHOST']) expect((await raw(ok)).status).toBe(200);
    const app = createMockServer({ ...FAST, allowedHosts: ['dev.internal:9000'] });
    expect((await app.request('http://dev.internal:1234/health')).status).toBe(200);
    expect((await app.request('http://other.internal/health')).status).toBe(421);
  });
});

describe('dev surface (item 2)', () => {
  it('sends no CORS headers and refuses a foreign Origin on the mailbox and /__dev', async () => {
    const list = await t.api().get('/mailbox/api/v1/mailbox/anyone');
    expect(list.status).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
    for (const path of ['/mailbox/api/v1/mailbox/anyone', '/mailbox', '/__dev/clock', '/__dev/oauth-provider/authorize']) {
      const res = await t.api().get(path).set('origin', 'http://localhost:3000');
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await t.api().get('/__dev/clock').set('origin', t.url)).status).toBe(200);
    const created = await t.api().post('/__dev/projects').set('origin', t.url).send({});
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('state-changing /__dev calls need JSON and no cross-site request (a form post cannot reset the host)', async () => {
    const form = await t.api().post('/__dev/reset').type('form').send('x=1');
    expect([form.status, form.text]).toEqual([415, 'Dev surface calls that change state need content-type: application/json.']);
    const text = await t.api().post('/__dev/clock/advance').set('content-type', 'text/plain').send('{"ms":1}');
    expect(text.status).toBe(415);
    const crossSite = await t.api().post('/__dev/clock/advance').set('sec-fetch-site', 'cross-site').send({ ms: 1 });
    expect(crossSite.status).toBe(403);
    expect(t.host.clockOffsetMs()).toBe(0);
    expect((await t.api().post('/__dev/clock/advance').send({ ms: 1 })).status).toBe(200);
  });

  it('--no-dev-routes (devRoutes: false) turns off /__dev, the mailbox, the OAuth dev provider and the override key', async () => {
    const app = createMockServer({ ...FAST, devRoutes: false });
    await sendTemplateEmail(hostOf(app), hostOf(app).projects.get('internal')!, 'magic_link', 'ada@example.com', { magicLink: 'http://localhost:3000/m?code=x', otp: 'ABC123' });
    for (const path of ['/mailbox', '/mailbox/api/v1/mailbox/ada', '/__dev/clock', '/__dev/oauth-provider/authorize?client_id=a&redirect_uri=http://localhost/&response_type=code&login_hint=a@b.c']) {
      const res = await app.request(`http://localhost:8102${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const override = await app.request('http://localhost:8102/api/v1/users', {
      headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-development-override-key': DEV_KEYS.superSecretAdminKey },
    });
    expect([override.status, await override.text()]).toEqual([401, 'Invalid development key override']);
    const on = createMockServer(FAST);
    const allowed = await on.request('http://localhost:8102/api/v1/users', {
      headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-development-override-key': DEV_KEYS.superSecretAdminKey },
    });
    expect(allowed.status).toBe(200);
  });

  it('project import cannot overwrite rows that belong to another project', async () => {
    const victim = await t.project();
    const victimUser = await t.user(victim.id, { email: 'victim@example.com' });
    const attacker = await t.project();
    const snap = (await t.api().get(`/__dev/projects/${attacker.id}/export`)).body;
    const row = { ...t.host.users.get(victimUser.user_id)!, project_id: attacker.id, display_name: 'pwned' };
    snap.tables.users = [...(snap.tables.users ?? []), row];
    const res = await t.api().post('/__dev/projects/import').send(snap);
    expect([res.status, res.body.error]).toEqual([400, `table users: row ${victimUser.user_id} belongs to another project`]);
    expect(t.host.users.get(victimUser.user_id)).toMatchObject({ project_id: victim.id, display_name: null });
  });
});

describe.skipIf(!existsSync(CHROMIUM))('a web page on another port (item 2, Chromium)', () => {
  let page: Server;
  let pageUrl: string;
  beforeAll(async () => {
    page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>other site</title>'));
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => page.close(() => r())));

  it('cannot read the mailbox, nor reset the host, with fetch', async () => {
    await sendTemplateEmail(t.host, t.host.projects.get('internal')!, 'magic_link', 'victim@example.com', { magicLink: 'http://localhost:3000/m?code=secret', otp: 'ABC123' });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    try {
      const tab = await browser.newPage();
      await tab.goto(pageUrl);
      const outcome = await tab.evaluate(async (host) => {
        const tryFetch = async (url: string, init?: RequestInit) => {
          try {
            const r = await fetch(url, init);
            return `read ${r.status}: ${(await r.text()).slice(0, 40)}`;
          } catch (e) {
            return `blocked: ${(e as Error).name}`;
          }
        };
        return {
          mailbox: await tryFetch(`${host}/mailbox/api/v1/mailbox/victim`),
          reset: await tryFetch(`${host}/__dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
          noCors: await tryFetch(`${host}/__dev/reset`, { method: 'POST', mode: 'no-cors', body: '{}' }),
        };
      }, t.url);
      expect(outcome).toEqual({ mailbox: 'blocked: TypeError', reset: 'blocked: TypeError', noCors: 'read 0: ' });
      // The opaque no-cors post was refused by the host: the mail is still there.
      expect((await t.api().get('/mailbox/api/v1/mailbox/victim')).body).toHaveLength(1);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
