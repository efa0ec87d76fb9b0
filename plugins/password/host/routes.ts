/**
 * SERVER-ONLY host routes for password authentication. Never imported by client code.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { ok, success, type Router } from '../../../mock-server/http/router.js';
import { email, object, string, url } from '../../../mock-server/http/schema.js';
import { hashPassword, verifyPassword } from '../../../mock-server/core/passwords.js';
import type { Host } from '../../../mock-server/host.js';
import { createUserWithEmail, findAuthChannel, userOrGone } from '../../../mock-server/core/contact-channels.js';
import { sendVerificationCode } from '../../../mock-server/core/email-verification.js';
import { isTrustedUrl } from '../../../mock-server/core/trusted-url.js';
import { assertCredentialEnabled, assertPolicy } from './sign-in.js';
import { passwordSession } from '../../../mock-server/core/sign-in.js';
import { MAX_PASSWORD_LENGTH } from '../policy.js';
import { resetRoutes } from './reset-routes.js';
import { PASSWORD_PATHS as P } from '../contract.js';

const password = () => string({ max: MAX_PASSWORD_LENGTH });

/**
 * A hash computed once per host with its own cost settings, verified against when the e-mail is
 * unknown, so a wrong e-mail costs the same time as a wrong password.
 */
const dummyHashes = new WeakMap<Host, Promise<string>>();
function dummyHash(host: Host): Promise<string> {
  let h = dummyHashes.get(host);
  if (!h) dummyHashes.set(host, (h = hashPassword(host, 'timing-equaliser-not-a-password')));
  return h;
}

export function passwordRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: P.signUp,
    body: object({ email: email(true), password: password(), verification_callback_url: url() }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      assertCredentialEnabled(project);
      assertPolicy(body.password);
      if (!project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
      if (findAuthChannel(host, project.id, body.email)) throw knownError('USER_EMAIL_ALREADY_EXISTS');
      const hash = await hashPassword(host, body.password);
      const user = createUserWithEmail(host, project, { email: body.email, emailVerified: false, passwordHash: hash });
      // Sent in the background; an untrusted callback URL only means no mail, never a failed sign-up.
      if (isTrustedUrl(project, body.verification_callback_url)) {
        const channel = findAuthChannel(host, project.id, body.email);
        if (channel) {
          sendVerificationCode(host, project, channel, body.verification_callback_url, false).catch((e: unknown) => {
            console.error('[host] sign-up verification mail failed:', e instanceof Error ? e.message : e);
          });
        }
      }
      return ok(await passwordSession(host, project, user));
    },
  });

  r.add({
    method: 'POST',
    path: P.signIn,
    body: object({ email: email(), password: password() }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      assertCredentialEnabled(project);
      const channel = findAuthChannel(host, project.id, body.email);
      const user = channel ? host.users.get(channel.user_id) : undefined;
      const stored = user?.password_hash ?? (await dummyHash(host));
      const valid = await verifyPassword(host, stored, body.password);
      if (!user || !user.password_hash || !valid) throw knownError('EMAIL_PASSWORD_MISMATCH');
      return ok(await passwordSession(host, project, userOrGone(host, user.id)));
    },
  });

  r.add({
    method: 'POST',
    path: P.update,
    user: 'schema',
    body: object({ old_password: password(), new_password: password() }),
    async handler({ host, auth, user, body, req }) {
      const project = auth!.project;
      assertCredentialEnabled(project);
      assertPolicy(body.new_password);
      if (!user!.password_hash) throw knownError('USER_DOES_NOT_HAVE_PASSWORD');
      if (!(await verifyPassword(host, user!.password_hash, body.old_password))) throw knownError('PASSWORD_CONFIRMATION_MISMATCH');
      const hash = await hashPassword(host, body.new_password);
      host.users.put({ ...userOrGone(host, user!.id), password_hash: hash });
      const keep = req.headers.get('x-stack-refresh-token');
      host.refreshTokens.deleteWhere((t) => t.user_id === user!.id && t.id !== keep);
      return success();
    },
  });

  r.add({
    method: 'POST',
    path: P.set,
    user: 'schema',
    body: object({ password: password() }),
    async handler({ host, auth, user, body }) {
      assertCredentialEnabled(auth!.project);
      assertPolicy(body.password);
      if (user!.password_hash) throw textError(400, 'User already has a password set.');
      const hash = await hashPassword(host, body.password);
      const current = userOrGone(host, user!.id);
      if (current.password_hash) throw textError(400, 'User already has a password set.');
      host.users.put({ ...current, password_hash: hash });
      return success();
    },
  });

  resetRoutes(r);
}
