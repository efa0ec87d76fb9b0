/** Test helpers: a project with a Svix token and one endpoint on a receiver of the test's own. */
import { Svix } from 'svix';
import type { TestHost, TestProject } from '../testing/test-host.js';
import { startReceiver, type Receiver } from './test-receiver.js';
import { webhooksOf } from './webhook-service.js';
import { SVIX_BASE_PATH } from './svix-routes.js';

export interface WebhookProject {
  project: TestProject;
  token: string;
  svix: Svix;
  endpointId: string;
  secret: string;
  receiver: Receiver;
}

export async function svixToken(t: TestHost, project: TestProject): Promise<string> {
  const res = await t.api().post('/api/v1/webhooks/svix-token').set(project.admin).send({});
  if (res.status !== 201) throw new Error(`svix-token: ${res.status} ${res.text}`);
  return res.body.token as string;
}

export const svixClient = (t: TestHost, token: string) => new Svix(token, { serverUrl: `${t.url}${SVIX_BASE_PATH}` });

export async function webhookProject(t: TestHost, config: Record<string, unknown> = {}, endpoint: Record<string, unknown> = {}): Promise<WebhookProject> {
  const project = await t.project({ config });
  const token = await svixToken(t, project);
  const svix = svixClient(t, token);
  const receiver = await startReceiver();
  const ep = await svix.endpoint.create(project.id, { url: receiver.url, ...endpoint });
  const secret = (await svix.endpoint.getSecret(project.id, ep.id)).key;
  return { project, token, svix, endpointId: ep.id, secret, receiver };
}

/** Waits until every message written so far is delivered (or has failed its try). */
export const delivered = (t: TestHost) => webhooksOf(t.host).idle();
