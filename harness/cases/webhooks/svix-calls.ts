/** Shared by the webhooks cases: a Svix token for a project and raw calls to the Svix-compatible API. */
import type { CaseContext } from '../../case-context.js';
import type { Res } from '../../http.js';
import type { ProjectCreds } from '../../types.js';
import * as expect from '../../expect.js';

export async function svixToken(t: CaseContext, project: ProjectCreds): Promise<string> {
  const body = expect.json(await t.api('POST', '/webhooks/svix-token', { as: 'admin', project, json: {} }), 201);
  expect.type(body.token, 'string', 'token');
  return body.token as string;
}

export function svixCall(t: CaseContext, token: string | null, method: string, path: string, json?: unknown): Promise<Res> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  return t.svix!({ method, path: `/api/v1${path}`, headers, body: json === undefined ? undefined : JSON.stringify(json) });
}
