/**
 * The test-only surface under /__dev (the hosted API has no such thing; off with devRoutes:false /
 * --no-dev-routes): reset, clock, isolated projects with keys, fast users with sessions, project
 * export/import. Parallel workers share one host by each using its own project (the clock is host-wide).
 * Origin, content-type and Host rules for these routes live in security/dev-surface.ts.
 */
import type { Hono, Context } from 'hono';
import { ApiError } from '../http/api-error.js';
import { errorResponse } from '../http/respond.js';
import type { Ctx } from '../http/schema.js';
import type { Host } from '../host.js';
import { seedInternalProject, seedLocalProject } from '../store/seed.js';
import { createApiKeySet, createProject, deleteProject } from '../core/create-project.js';
import { conditionalIssues } from '../core/apply-project-update.js';
import { projectAdminView, userView } from '../core/views.js';
import { issueSession } from '../core/sessions.js';
import { createPersonalTeam } from '../core/create-personal-team.js';
import { hashPasswordCheap } from '../core/passwords.js';
import { projectUpdateSchema } from '../routes/project-schemas.js';
import { exportProject, importProject } from './project-snapshot.js';
import { readTextLimited } from '../security/body-limit.js';
import { clearRateLimits } from '../security/host-security.js';
import { metadataIssues } from '../security/metadata-limits.js';
import { MAX_BULK_USERS, seedUsers } from './bulk-users.js';

// No CORS headers: the dev surface answers only its own origin.
const out = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const bad = (message: string, status = 400) => out({ error: message }, status);

async function readJson(c: Context): Promise<Record<string, unknown> | Response> {
  let text: string;
  try {
    text = await readTextLimited(c.req.raw);
  } catch (e) {
    if (e instanceof ApiError) return new Response(e.message, { status: e.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return bad('unreadable body');
  }
  if (!text.trim()) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : bad('body must be a JSON object');
  } catch {
    return bad('invalid JSON body');
  }
}

type Handler = (c: Context, body: Record<string, unknown>) => Response | Promise<Response>;

export function mountDevRoutes(app: Hono, host: Host): void {
  const wrap = (h: Handler) => async (c: Context) => {
    try {
      const body = c.req.method === 'GET' ? {} : await readJson(c);
      if (body instanceof Response) return body;
      return await h(c, body);
    } catch (e) {
      if (e instanceof ApiError) return errorResponse(e);
      console.error('[host] /__dev failed:', e);
      return bad('dev route failed', 500);
    } finally {
      host.db.flush();
    }
  };

  app.post('/__dev/reset', wrap((_c, body) => {
    if (typeof body.project_id === 'string') {
      if (!host.projects.get(body.project_id)) return bad('unknown project_id', 404);
      // Data goes, configuration (project row, keys, permission definitions, templates) stays.
      const project = host.projects.get(body.project_id)!;
      const keep = ['api_keys', 'permission_definitions', 'email_templates', 'webhook_endpoints', 'svix_tokens'].map((name) => [name, host.db.table<{ id: string; project_id: string }>(name).filter((r) => r.project_id === project.id)] as const);
      deleteProject(host, project.id);
      host.projects.put(project);
      for (const [name, rows] of keep) for (const r of rows) host.db.table(name).put(r);
      return out({ success: true });
    }
    host.db.clear();
    host.resetClock();
    clearRateLimits(host);
    seedInternalProject(host);
    if (host.options.localProjectName !== undefined) seedLocalProject(host, host.options.localProjectName);
    return out({ success: true });
  }));

  const clock = () => out({ now_millis: host.now(), offset_ms: host.clockOffsetMs() });
  app.get('/__dev/clock', wrap(clock));
  app.post('/__dev/clock/advance', wrap((_c, body) => {
    const ms = body.ms ?? body.advance_ms;
    // At most ~100 years at a time, so dates stay representable.
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 3.2e12) return bad('ms must be a number from 0 to 3.2e12');
    host.advanceClock(ms);
    return clock();
  }));

  app.post('/__dev/projects', wrap((_c, body) => {
    const { owner_user_id, ...rest } = body;
    const ctx: Ctx = { userId: null, issues: [] };
    const data = projectUpdateSchema.parse({ display_name: 'Test project', ...rest }, 'body', ctx) as Parameters<typeof createProject>[1];
    ctx.issues.push(...conditionalIssues(data));
    if (ctx.issues.length) return bad(ctx.issues.join('\n'));
    const project = createProject(host, data, typeof owner_user_id === 'string' ? owner_user_id : undefined);
    const keys = createApiKeySet(host, project.id, 'Dev key set');
    return out({
      project_id: project.id,
      api_key_id: keys.id,
      publishable_client_key: keys.publishable_client_key,
      secret_server_key: keys.secret_server_key,
      super_secret_admin_key: keys.super_secret_admin_key,
      project: projectAdminView(host, project),
    });
  }));

  app.post('/__dev/users', wrap(async (_c, body) => {
    const projectId = typeof body.project_id === 'string' ? body.project_id : 'internal';
    const project = host.projects.get(projectId);
    if (!project) return bad('unknown project_id', 404);
    const tooBig = metadataIssues(body);
    if (tooBig.length) return bad(tooBig.join('\n'));
    const email = typeof body.email === 'string' ? body.email : null;
    const password = typeof body.password === 'string' ? body.password : null;
    const now = host.now();
    // Cheapest argon2id parameters: still verifiable by the password routes, well under a millisecond.
    const passwordHash = password === null ? null : await hashPasswordCheap(password);
    const user = host.users.put({
      id: host.ids.uuid(), project_id: projectId,
      display_name: typeof body.display_name === 'string' ? body.display_name : null,
      profile_image_url: null, signed_up_at_millis: now, last_active_at_millis: now,
      client_metadata: body.client_metadata ?? null, client_read_only_metadata: body.client_read_only_metadata ?? null,
      server_metadata: body.server_metadata ?? null,
      password_hash: passwordHash,
      otp_auth_enabled: body.otp_auth_enabled === true, totp_secret_base64: null, selected_team_id: null, oauth_providers: [],
    });
    if (email) {
      host.contactChannels.put({
        id: host.ids.uuid(), project_id: projectId, user_id: user.id, type: 'email', value: email,
        is_verified: body.email_verified !== false, is_primary: true, used_for_auth: true, created_at_millis: now,
      });
    }
    if (project.config.create_team_on_sign_up) createPersonalTeam(host, project, user);
    const session = await issueSession(host, projectId, user.id);
    return out({ user_id: user.id, ...session, user: userView(host, host.users.get(user.id)!, 'server') });
  }));

  app.post('/__dev/users/bulk', wrap((_c, body) => {
    const project = host.projects.get(typeof body.project_id === 'string' ? body.project_id : 'internal');
    if (!project) return bad('unknown project_id', 404);
    const count = body.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_BULK_USERS) return bad(`count must be an integer from 1 to ${MAX_BULK_USERS}`);
    return out(seedUsers(host, project, count, typeof body.prefix === 'string' ? body.prefix : 'Bulk user'));
  }));

  app.get('/__dev/projects/:id/export', wrap((c) => {
    const snapshot = exportProject(host, c.req.param('id') ?? '');
    return snapshot ? out(snapshot) : bad('unknown project', 404);
  }));
  app.post('/__dev/projects/import', wrap((_c, body) => {
    const r = importProject(host, body);
    return typeof r === 'string' ? bad(r) : out(r);
  }));
  app.all('/__dev/*', () => bad('unknown dev route', 404));
}
