/**
 * SERVER-ONLY host routes for passkeys. Challenges travel as 65-second verification codes;
 * the fixed test challenge `TU9DSw` replaces the random one on hosts started for tests. Responses are
 * verified with @simplewebauthn/server. One passkey per user, in the plugin-owned
 * table `passkeys` ({ id: credential id, user_id, project_id, public_key (base64url COSE), counter, transports }).
 * Never imported by client code.
 */
import { randomBytes } from 'node:crypto';
import type {
  AuthenticationResponseJSON, RegistrationResponseJSON, verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { ok, type Router } from '../../../mock-server/http/router.js';
import { code, json, object } from '../../../mock-server/http/schema.js';
import { createCode, redeemCode } from '../../../mock-server/core/verification-codes.js';
import { primaryChannel } from '../../../mock-server/core/views.js';
import type { Host } from '../../../mock-server/host.js';
import type { ProjectRow, UserRow } from '../../../mock-server/store/entities.js';
import { codeSession } from '../../../mock-server/core/sign-in.js';
import { PASSKEY_CHALLENGE_LIFETIME_MS, PASSKEY_PATHS as P, RP_ID_SENTINEL } from '../contract.js';
import { lazy } from '../../../mock-server/lazy.js';

/** @simplewebauthn/server costs ~150 ms to load: fetch it on the first ceremony, not at host start. */
const webauthn = lazy(() => import('@simplewebauthn/server'));

export interface PasskeyRow {
  id: string;
  user_id: string;
  project_id: string;
  public_key: string;
  counter: number;
  transports: string[];
}

export const passkeys = (host: Host) => host.table<PasskeyRow>('passkeys');

function assertEnabled(project: ProjectRow): void {
  if (!project.config.passkey_enabled) throw knownError('PASSKEY_AUTHENTICATION_NOT_ENABLED');
}

/** The fixed test challenge: the UTF-8 bytes of `MOCK`, base64url. */
export const FIXED_PASSKEY_CHALLENGE = Buffer.from('MOCK', 'utf8').toString('base64url');

/** A fresh random challenge, or the fixed one on a host started for tests with a fixed challenge. */
const challenge = (host: Host) => (host.options.fixedPasskeyChallenge ? FIXED_PASSKEY_CHALLENGE : randomBytes(32).toString('base64url'));

/** The origin in a response's clientDataJSON, or null when it cannot be read. */
function originOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const raw = response.response?.clientDataJSON;
    if (typeof raw !== 'string') return null;
    const origin = (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}

type Failure = 'PASSKEY_REGISTRATION_FAILED' | 'PASSKEY_AUTHENTICATION_FAILED';

/**
 * The origin rule: hostname exactly `localhost` only with allow_localhost, else the origin must equal a
 * configured domain. Returns the expected RP id (the origin's hostname).
 */
function checkOrigin(project: ProjectRow, origin: string | null, what: 'registration' | 'authentication', invalid: () => never): { origin: string; rpId: string } {
  if (origin === null || !URL.canParse(origin)) return invalid();
  const hostname = new URL(origin).hostname;
  if (hostname === 'localhost') {
    if (!project.config.allow_localhost) throw knownError('PASSKEY_AUTHENTICATION_FAILED', { message: `Passkey ${what} failed because localhost is not allowed` });
  } else if (!project.config.domains.some((d) => d.domain === origin)) {
    throw knownError('PASSKEY_AUTHENTICATION_FAILED', { message: `Passkey ${what} failed because the origin is not allowed` });
  }
  return { origin, rpId: hostname };
}

const fail = (code: Failure, message: string) => (): never => {
  throw knownError(code, { message });
};

const userName = (host: Host, user: UserRow) => user.display_name || primaryChannel(host, user.id)?.value || 'Stack Auth User';

export function passkeyRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: P.initiateRegistration,
    user: 'schema',
    handler({ host, auth, user }) {
      const project = auth!.project;
      assertEnabled(project);
      const name = userName(host, user!);
      const options_json = {
        challenge: challenge(host),
        rp: { name: project.display_name, id: RP_ID_SENTINEL },
        user: { id: Buffer.from(user!.id, 'utf8').toString('base64url'), name, displayName: name },
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })),
        timeout: 60000,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
        extensions: { credProps: true },
      };
      const { code } = createCode(host, {
        project,
        type: 'PASSKEY_REGISTRATION_CHALLENGE',
        data: { user_id: user!.id, challenge: options_json.challenge },
        expiresInMs: PASSKEY_CHALLENGE_LIFETIME_MS,
      });
      return ok({ options_json, code });
    },
  });

  r.add({
    method: 'POST',
    path: P.register,
    body: object({ credential: json(), code: code() }),
    async handler({ host, auth, user, body }) {
      const project = auth!.project;
      assertEnabled(project);
      if (!user) throw textError(500, 'Something went wrong. Please make sure the data you entered is correct.');
      const row = redeemCode(host, { projectId: project.id, type: 'PASSKEY_REGISTRATION_CHALLENGE', code: body.code, mode: 'use' });
      const invalid = fail('PASSKEY_REGISTRATION_FAILED', 'Passkey registration failed because the verification response is invalid');
      const credential = body.credential as RegistrationResponseJSON;
      const { origin, rpId } = checkOrigin(project, originOf(credential), 'registration', invalid);
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await (await webauthn()).verifyRegistrationResponse({
          response: credential,
          expectedChallenge: String(row.data.challenge),
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch {
        return invalid();
      }
      if (!verified.verified) return invalid();
      const c = verified.registrationInfo.credential;
      passkeys(host).deleteWhere((p) => p.user_id === user.id);
      passkeys(host).put({
        id: c.id,
        user_id: user.id,
        project_id: project.id,
        public_key: Buffer.from(c.publicKey).toString('base64url'),
        counter: c.counter,
        transports: c.transports ?? [],
      });
      return ok({ user_handle: c.id });
    },
  });

  r.add({
    method: 'POST',
    path: P.initiateAuthentication,
    handler({ host, auth }) {
      const project = auth!.project;
      assertEnabled(project);
      const options_json = { challenge: challenge(host), allowCredentials: [], rpId: RP_ID_SENTINEL, timeout: 60000, userVerification: 'preferred' };
      const { code } = createCode(host, {
        project,
        type: 'PASSKEY_AUTHENTICATION_CHALLENGE',
        data: { challenge: options_json.challenge },
        expiresInMs: PASSKEY_CHALLENGE_LIFETIME_MS,
      });
      return ok({ options_json, code });
    },
  });

  r.add({
    method: 'POST',
    path: P.signIn,
    body: object({ authentication_response: json(), code: code() }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      assertEnabled(project);
      const row = redeemCode(host, { projectId: project.id, type: 'PASSKEY_AUTHENTICATION_CHALLENGE', code: body.code, mode: 'use' });
      const response = body.authentication_response as AuthenticationResponseJSON;
      const id = typeof response?.id === 'string' ? response.id : '';
      const passkey = passkeys(host).find((p) => p.id === id && p.project_id === project.id);
      if (!passkey) throw knownError('PASSKEY_AUTHENTICATION_FAILED', { message: 'Passkey not found' });
      const invalid = fail('PASSKEY_AUTHENTICATION_FAILED', 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID');
      const { origin, rpId } = checkOrigin(project, originOf(response), 'authentication', invalid);
      let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verified = await (await webauthn()).verifyAuthenticationResponse({
          response,
          expectedChallenge: String(row.data.challenge),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: passkey.counter },
          requireUserVerification: false,
        });
      } catch {
        return invalid();
      }
      if (!verified.verified) return invalid();
      passkeys(host).put({ ...passkey, counter: verified.authenticationInfo.newCounter });
      const user = host.users.get(passkey.user_id);
      if (!user) throw knownError('PASSKEY_AUTHENTICATION_FAILED', { message: 'Passkey not found' });
      return ok(await codeSession(host, project, user, false));
    },
  });
}
