/** runConformance: sets up an isolated project, probes areas, runs the cases, tears down. */
import { createSend, isRouteNotFound } from './http.js';
import { oneProjectAtATime } from './one-project-at-a-time.js';
import type { Area, CaseResult, ConformanceCase, ConformanceOptions, ConformanceReport, Mailbox, ProjectCreds } from './types.js';
import { AREAS } from './types.js';
import { buildRequest, randomId, type DevClock, type RunEnv } from './case-context.js';
import { cachedAccessToken, createIsolatedProject, deleteProject, deleteUser, DEV_PROJECT, SetupError, signUpOwner } from './flows.js';
import { areaProbes } from './areas.js';
import { runCase } from './run-case.js';
import { detectDevClock } from './dev-clock.js';
import { describeError } from './describe-error.js';
import { inbucketMailbox, probeInbucket } from './mailbox/inbucket.js';
import { smtpMailbox } from './mailbox/smtp.js';
import { ALL_CASES } from './cases/all-cases.js';
import { probeSvix } from './webhook-receiver.js';

export const DEFAULT_BASE_URL = 'http://localhost:8102';
export const CALLBACK_URL = 'http://localhost:3000/handler/callback';
export const TRUSTED_DOMAIN = 'https://app.conformance.example.com';
export const UNTRUSTED_CALLBACK_URL = 'https://evil.conformance-untrusted.example.org/handler/callback';

function tokenSkewMs(jwt: string): number {
  try {
    const { iat } = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { iat: number };
    const skew = iat * 1000 - Date.now();
    return Math.abs(skew) < 2000 ? 0 : skew;
  } catch {
    return 0;
  }
}

function selected(c: ConformanceCase, list: readonly string[] | undefined): boolean {
  return !!list?.some((s) => s === c.area || s === `${c.area}/${c.name}`);
}

export function summarize(baseUrl: string, cases: CaseResult[], durationMs: number): ConformanceReport {
  const passed = cases.filter((c) => c.status === 'pass' || c.status === 'info').length;
  const failed = cases.filter((c) => c.status === 'fail').length;
  return { baseUrl, cases, passed, failed, skipped: cases.length - passed - failed, durationMs };
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(workers);
}

export async function runConformance(options: ConformanceOptions = {}, cases: readonly ConformanceCase[] = ALL_CASES): Promise<ConformanceReport> {
  const started = Date.now();
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const send = oneProjectAtATime(createSend(baseUrl, fetchImpl));
  const internal: ProjectCreds = {
    ...DEV_PROJECT,
    id: options.projectId ?? DEV_PROJECT.id,
    publishableClientKey: options.publishableClientKey ?? DEV_PROJECT.publishableClientKey,
    secretServerKey: options.secretServerKey ?? DEV_PROJECT.secretServerKey,
    superSecretAdminKey: options.superSecretAdminKey ?? DEV_PROJECT.superSecretAdminKey,
  };
  for (const s of [...(options.only ?? []), ...(options.skip ?? [])]) {
    if (!cases.some((c) => s === c.area || s === `${c.area}/${c.name}`)) throw new Error(`runConformance: no area or case named '${s}'`);
  }
  const results: CaseResult[] = [];
  const wanted = cases.filter((c) => !options.only?.length || selected(c, options.only));
  const total = wanted.length;
  const record = (r: CaseResult) => {
    results.push(r);
    options.onProgress?.({ done: results.length, total, current: r });
  };

  let mailbox: Mailbox | undefined;
  /** With --smtp-port the host sends through the project's email_config to the harness's listener. */
  let emailConfig: Record<string, unknown> | undefined;
  if (options.mailbox?.type === 'smtp') {
    const smtp = await smtpMailbox(options.mailbox.port, options.mailbox.host);
    mailbox = smtp;
    emailConfig = {
      type: 'standard',
      host: options.mailbox.host ?? '127.0.0.1',
      port: smtp.port,
      username: 'conformance',
      password: 'conformance',
      sender_name: 'Conformance',
      sender_email: 'conformance@example.com',
    };
  } else if (options.mailbox?.type === 'inbucket') mailbox = inbucketMailbox(options.mailbox.url, fetchImpl);
  else if (await probeInbucket(`${baseUrl}/mailbox`, fetchImpl)) mailbox = inbucketMailbox(`${baseUrl}/mailbox`, fetchImpl);

  const projects: ProjectCreds[] = [];
  const internalUsers: string[] = [];
  let owner: { refreshToken: string } | undefined;
  let ownerToken: (() => Promise<string>) | undefined;
  let clockGeneration = 0;
  /** Reading the host's dev clock is harmless; moving it needs useDevClock. */
  let readClock: DevClock | undefined;
  /** Host time minus ours, from the owner token's iat (whole seconds; ignored under 2 s). */
  let skewMs = 0;
  const ownerAccessToken = async () => ownerToken!();
  const baseConfig: Record<string, unknown> = {
    magic_link_enabled: true,
    client_team_creation_enabled: true,
    allow_localhost: true,
    domains: [{ domain: TRUSTED_DOMAIN, handler_path: '/handler' }],
    ...(emailConfig ? { email_config: emailConfig } : {}),
  };
  const env: RunEnv = {
    send,
    internal,
    mailbox,
    callbackUrl: CALLBACK_URL,
    untrustedCallbackUrl: UNTRUSTED_CALLBACK_URL,
    ownerAccessToken,
    hostNow: async () => (readClock ? readClock.now() : Date.now() + skewMs),
    async newInternalUser() {
      const user = await signUpOwner(send, internal, CALLBACK_URL);
      internalUsers.push(user.userId);
      return user;
    },
    async newProject(config) {
      const creds = await createIsolatedProject(send, internal, await ownerAccessToken(), `Conformance ${randomId(6)}`, {
        ...(emailConfig ? { email_config: emailConfig } : {}),
        ...config,
      });
      projects.push(creds);
      return creds;
    },
  };

  try {
    let project: ProjectCreds;
    try {
      const signedUp = await signUpOwner(send, internal, CALLBACK_URL);
      owner = signedUp;
      internalUsers.push(signedUp.userId);
      ownerToken = cachedAccessToken(send, internal, signedUp, () => clockGeneration);
      skewMs = tokenSkewMs(signedUp.accessToken);
      project = await createIsolatedProject(send, internal, signedUp.accessToken, `Conformance ${randomId(6)}`, baseConfig);
      projects.push(project);
    } catch (e) {
      const err = e as Error;
      record({
        area: 'envelope',
        name: 'setup-isolated-project',
        status: 'fail',
        note: `could not create the isolated project: ${describeError(err)}`,
        ...(e instanceof SetupError && e.res ? { request: e.res.request, actual: `${e.res.status} ${e.res.text.slice(0, 2000)}` } : {}),
        durationMs: Date.now() - started,
      });
      for (const c of wanted) record({ area: c.area, name: c.name, status: 'skip', note: 'isolated project setup failed', durationMs: 0 });
      return summarize(baseUrl, results, Date.now() - started);
    }
    const clock = await detectDevClock(send);
    readClock = clock;
    if (clock && options.useDevClock) {
      env.clock = {
        now: () => clock.now(),
        async advance(ms) {
          clockGeneration += 1;
          await clock.advance(ms);
        },
      };
    }

    const svixBase = options.svixUrl === false ? undefined : (options.svixUrl ?? ((await probeSvix(`${baseUrl}/svix`, fetchImpl)) ? `${baseUrl}/svix` : undefined));
    if (svixBase) env.svix = createSend(svixBase, fetchImpl);

    const missingAreas = new Set<Area>();
    const probes = areaProbes(project.id);
    for (const area of AREAS) {
      const p = probes[area];
      if (!p) continue;
      const res = await send(buildRequest(p.method, p.path, p.options, project));
      if (isRouteNotFound(res)) missingAreas.add(area);
    }

    /** Why a case cannot run here (or undefined when it can). */
    const blocked = (c: ConformanceCase): Pick<CaseResult, 'status' | 'note'> | undefined => {
      if (selected(c, options.skip)) return { status: 'skip', note: 'skipped by option' };
      const probe = probes[c.area];
      if (probe && missingAreas.has(c.area)) {
        return { status: 'not-implemented', note: `host answers ${probe.method} /api/v1${probe.path} with route-not-found` };
      }
      if (c.needs?.includes('svix') && !env.svix) {
        const why = options.svixUrl === false ? 'turned off' : `nothing answers ${baseUrl}/svix/api/v1/health; pass --svix-url`;
        return { status: 'skip', note: `needs a Svix-compatible webhooks API (${why})` };
      }
      if (c.needs?.includes('mailbox') && !mailbox) return { status: 'skip', note: 'needs a mailbox (--mailbox-url or --smtp-port)' };
      if (c.needs?.includes('clock') && !env.clock) {
        const why = options.useDevClock ? 'the host has no dev clock (/__dev/clock/advance)' : 'off by default: --dev-clock / useDevClock';
        return { status: 'skip', note: `needs a host dev clock to advance time (${why})` };
      }
      return undefined;
    };
    const runnable: ConformanceCase[] = [];
    for (const c of wanted) {
      const why = blocked(c);
      if (why) record({ area: c.area, name: c.name, ...why, durationMs: 0 });
      else runnable.push(c);
    }
    const timeout = options.caseTimeoutMs ?? 30_000;
    const parallel = runnable.filter((c) => !c.needs?.includes('clock'));
    const serial = runnable.filter((c) => c.needs?.includes('clock'));
    await pool(parallel, options.concurrency ?? 8, async (c) => record(await runCase(c, env, project, timeout)));
    for (const c of serial) record(await runCase(c, env, project, timeout));
  } finally {
    if (owner) {
      for (const p of projects.reverse()) await deleteProject(send, p).catch(() => false);
    }
    for (const id of internalUsers) await deleteUser(send, internal, id).catch(() => false);
    await mailbox?.close();
  }
  const order = new Map(cases.map((c, i) => [`${c.area}/${c.name}`, i]));
  results.sort((a, b) => (order.get(`${a.area}/${a.name}`) ?? -1) - (order.get(`${b.area}/${b.name}`) ?? -1));
  return summarize(baseUrl, results, Date.now() - started);
}
