import { describe, expect, it } from 'vitest';
import { createAdminKit, knownBody } from '../test-kit.js';

const TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation'];
const DOC = {
  root: { type: 'EmailLayout', data: { childrenIds: ['b1', 'b2'] } },
  b1: { type: 'Text', data: { props: { text: 'Your code: {{ otp }}' } } },
  b2: { type: 'Button', data: { props: { text: 'Open', url: '{{ magicLink }}' } } },
};

describe('/email-templates', () => {
  it('lists the four defaults in order; reads one; other projects and non-admins are refused', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const list = await k.call('GET', '/email-templates', p.admin);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['items', 'is_paginated']);
    expect(list.body.items.map((t: { type: string }) => t.type)).toEqual(TYPES);
    for (const t of list.body.items) expect(Object.keys(t)).toEqual(['type', 'subject', 'content', 'is_default']);
    expect(list.body.items[2]).toMatchObject({ subject: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}', is_default: true });
    const one = await k.call('GET', '/email-templates/password_reset', p.admin);
    expect(one.body).toEqual(list.body.items[1]);
    const bad = await k.call('GET', '/email-templates/welcome', p.admin);
    expect(bad.body.error).toBe(
      'Request validation failed on GET /api/v1/email-templates/welcome:\n  - params.type must be one of the following values: email_verification, password_reset, magic_link, team_invitation',
    );
    const server = await k.call('GET', '/email-templates', p.server);
    expect([server.status, server.body.code, server.body.details]).toEqual([401, 'INSUFFICIENT_ACCESS_TYPE', { actual_access_type: 'server', allowed_access_types: ['admin'] }]);
  });

  it('PATCH customises (fields fall back), the mail uses it, DELETE resets, a second DELETE is 404 text', async () => {
    const k = createAdminKit();
    const p = await k.project({ config: { magic_link_enabled: true } });
    const patched = await k.call('PATCH', '/email-templates/magic_link', p.admin, { subject: 'Code {{ otp }} for {{ projectDisplayName }}' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ type: 'magic_link', subject: 'Code {{ otp }} for {{ projectDisplayName }}', is_default: false });
    const defaults = await k.call('GET', '/email-templates/magic_link', (await k.project()).admin);
    expect(patched.body.content).toEqual(defaults.body.content);
    const content = await k.call('PATCH', '/email-templates/magic_link', p.admin, { content: DOC });
    expect(content.body).toEqual({ type: 'magic_link', subject: 'Code {{ otp }} for {{ projectDisplayName }}', content: DOC, is_default: false });
    // another project keeps the default
    const other = await k.project();
    expect((await k.call('GET', '/email-templates/magic_link', other.admin)).body.is_default).toBe(true);

    const sent = await k.call('POST', '/auth/otp/send-sign-in-code', p.client, { email: 'ann@example.com', callback_url: 'http://localhost:3000/cb' });
    expect(sent.status).toBe(200);
    const mail = k.host.mails.find((m) => m.to.includes('ann@example.com'))!;
    const otp = /Your code: (\w{6})/.exec(mail.text)![1];
    expect(mail.subject).toBe(`Code ${otp} for Test project`);
    expect(mail.text).toMatch(/^Your code: \w{6}\n\nOpen: http:\/\/localhost:3000\/cb\?code=[0-9a-z]{45}$/);

    const reset = await k.call('DELETE', '/email-templates/magic_link', p.admin, {});
    expect([reset.status, reset.body]).toEqual([200, { success: true }]);
    expect((await k.call('GET', '/email-templates/magic_link', p.admin)).body.is_default).toBe(true);
    const again = await k.call('DELETE', '/email-templates/magic_link', p.admin, {});
    expect([again.status, again.text, again.headers.get('content-type'), again.headers.get('x-stack-known-error')]).toEqual([
      404, 'Email template not found', 'text/plain; charset=utf-8', null,
    ]);
  });

  it('invalid documents are 400 text; null content and unknown fields are schema errors', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const invalid = [
      { not: 'a document' },
      [],
      'text',
      { root: { type: 'Text', data: { childrenIds: [] } } },
      { root: { type: 'EmailLayout', data: { childrenIds: ['missing'] } } },
      { root: { type: 'EmailLayout', data: { childrenIds: ['b'] } }, b: { type: 'Text' } },
      { root: { type: 'EmailLayout', data: {} } },
    ];
    for (const content of invalid) {
      const r = await k.call('PATCH', '/email-templates/email_verification', p.admin, { content });
      expect([r.status, r.text]).toEqual([400, 'Invalid email template content']);
    }
    expect(k.host.emailTemplates.values()).toEqual([]);
    const nul = await k.call('PATCH', '/email-templates/email_verification', p.admin, { content: null, is_default: true });
    expect(nul.body.error).toBe(
      'Request validation failed on PATCH /api/v1/email-templates/email_verification:\n  - body.content cannot be null\n  - body contains unknown properties: is_default',
    );
    const empty = await k.call('PATCH', '/email-templates/email_verification', p.admin, { content: { root: { type: 'EmailLayout', data: { childrenIds: [] } } } });
    expect(empty.status).toBe(200);
  });
});

describe('POST /webhooks/svix-token', () => {
  it('201 with a fresh token; the body must be present', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const a = await k.call('POST', '/webhooks/svix-token', p.admin, {});
    const b = await k.call('POST', '/webhooks/svix-token', p.admin, {});
    expect(a.status).toBe(201);
    expect(Object.keys(a.body)).toEqual(['token']);
    expect(a.body.token).toMatch(/^svix_local_[\w-]{32}$/);
    expect(b.body.token).not.toBe(a.body.token);
    const none = await k.call('POST', '/webhooks/svix-token', p.admin);
    expect(none.body.error).toBe('Request validation failed on POST /api/v1/webhooks/svix-token:\n  - body must be defined');
    expect((await k.call('POST', '/webhooks/svix-token', p.client, {})).status).toBe(401);
  });
});

describe('GET /internal/metrics', () => {
  it('exact keys, 31 UTC days ending today, sign-ups and active users per day, recent users, login methods', async () => {
    const k = createAdminKit(Date.UTC(2026, 2, 31, 23, 59));
    const p = await k.project();
    const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
    k.clock.ms = Date.UTC(2026, 2, 1, 10);
    const first = await k.user(p.id, { display_name: 'First', email: 'first@example.com', password: 'pw-first-1' });
    k.clock.ms = Date.UTC(2026, 2, 30, 10);
    const second = await k.user(p.id, { display_name: 'Second', otp_auth_enabled: true });
    await k.user(p.id, { display_name: 'Third' });
    k.clock.ms = Date.UTC(2026, 2, 31, 23, 59);
    const signIn = await k.call('POST', '/auth/password/sign-in', p.client, { email: 'first@example.com', password: 'pw-first-1' });
    expect(signIn.status).toBe(200);
    const other = await k.project();
    await k.user(other.id, { display_name: 'Elsewhere' });

    const r = await k.call('GET', '/internal/metrics', p.admin);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['total_users', 'daily_users', 'daily_active_users', 'users_by_country', 'recently_registered', 'recently_active', 'login_methods']);
    expect(r.body.total_users).toBe(3);
    expect(r.body.daily_users).toHaveLength(31);
    expect(r.body.daily_users[0]).toEqual({ date: day(1), activity: 1 });
    expect(r.body.daily_users[29]).toEqual({ date: day(30), activity: 2 });
    expect(r.body.daily_users[30]).toEqual({ date: day(31), activity: 0 });
    expect(r.body.daily_active_users.map((d: { activity: number }) => d.activity).join('')).toBe(`1${'0'.repeat(28)}21`);
    expect(r.body.users_by_country).toEqual({});
    expect(r.body.recently_registered.map((u: { display_name: string }) => u.display_name).sort()).toEqual(['First', 'Second', 'Third']);
    expect(r.body.recently_registered[2].id).toBe(first);
    expect(r.body.recently_active[0]).toMatchObject({ id: first, display_name: 'First', last_active_at_millis: Date.UTC(2026, 2, 31, 23, 59) });
    expect(Object.keys(r.body.recently_active[0])).toContain('server_metadata');
    expect(r.body.login_methods).toEqual([{ method: 'otp', count: 1 }, { method: 'password', count: 1 }]);
    expect(second).toBeTypeOf('string');
  });

  it('at most five recent users; admin only; no query parameters', async () => {
    const k = createAdminKit();
    const p = await k.project();
    for (let i = 0; i < 7; i++) {
      k.clock.ms += 1000;
      await k.user(p.id, { display_name: `U${i}` });
    }
    const r = await k.call('GET', '/internal/metrics', p.admin);
    expect(r.body.recently_registered.map((u: { display_name: string }) => u.display_name)).toEqual(['U6', 'U5', 'U4', 'U3', 'U2']);
    expect(r.body.recently_active).toHaveLength(5);
    expect((await k.call('GET', '/internal/metrics', p.server)).status).toBe(401);
    const q = await k.call('GET', '/internal/metrics?x=1', p.admin);
    expect(q.text).toBe(knownBody('SCHEMA_ERROR', 'Request validation failed on GET /api/v1/internal/metrics:\n  - query contains unknown properties: x', {
      message: 'Request validation failed on GET /api/v1/internal/metrics:\n  - query contains unknown properties: x',
    }));
  });
});
