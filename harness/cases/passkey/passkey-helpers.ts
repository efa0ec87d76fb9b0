/** Shared passkey flows: a registered software authenticator and authentication challenges. */
import * as expect from '../../expect.js';
import { userWithSession } from '../../flows.js';
import type { CaseContext, Session } from '../../case-context.js';
import type { ProjectCreds } from '../../types.js';
import { softAuthenticator, type SoftAuthenticator } from '../../soft-authenticator.js';

export const ORIGIN = 'http://localhost:3000';
export const SENTINEL = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

export async function initiateAuth(t: CaseContext, project: ProjectCreds) {
  const res = await t.api('POST', '/auth/passkey/initiate-passkey-authentication', { as: 'client', project, json: {} });
  const body = expect.json(res, 200);
  expect.keys(body, ['options_json', 'code'], 'initiate authentication', res);
  return { options: body.options_json as Record<string, unknown>, code: String(body.code), res };
}

/** Registers a soft authenticator for a new user of a passkey-enabled project. */
export async function registered(t: CaseContext): Promise<{ project: ProjectCreds; session: Session; authenticator: SoftAuthenticator }> {
  const project = await t.newProject({ passkey_enabled: true });
  const { session } = await userWithSession(t, { display_name: 'Pat Key' }, project);
  const init = await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, session, json: {} });
  const body = expect.json(init, 200);
  const options = body.options_json as Record<string, unknown>;
  const authenticator = softAuthenticator();
  const credential = authenticator.register(String(options.challenge), ORIGIN);
  const reg = await t.api('POST', '/auth/passkey/register', { as: 'client', project, session, json: { credential, code: body.code } });
  expect.json(reg, 200, { user_handle: authenticator.credentialId });
  return { project, session, authenticator };
}
