import { AuthError, definePlugin, ok, storeSession } from '../../kernel/index.js';
import type { PluginKernel, Result } from '../../kernel/index.js';
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  PASSKEY_MESSAGES as M, PASSKEY_PATHS as P, RP_ID_SENTINEL,
  type InitiateAuthenticationAnswer, type InitiateRegistrationAnswer, type PasskeySession, type RegisterAnswer,
} from './contract.js';

/**
 * The browser half of WebAuthn: the same shape as `@simplewebauthn/browser` (the default, loaded on first
 * use). Tests pass a software authenticator (plugins/passkey/test-authenticator.ts).
 */
export interface WebAuthnApi {
  browserSupportsWebAuthn(): boolean;
  startRegistration(o: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON>;
  startAuthentication(o: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }): Promise<AuthenticationResponseJSON>;
}

export interface PasskeyOptions {
  /** @default the three functions of `@simplewebauthn/browser`, imported on first use */
  webauthn?: WebAuthnApi | (() => Promise<WebAuthnApi>);
}

export interface PasskeySignInResult {
  userId: string;
  isNewUser: false;
}

export interface PasskeyMethods {
  /**
   * Creates a passkey for the signed-in user (replacing any previous one). Browser failures come back as
   * PASSKEY_WEBAUTHN_ERROR with `details.code` (ERROR_CEREMONY_ABORTED, ERROR_INVALID_RP_ID, …).
   */
  register(): Promise<Result<{ userHandle: string }>>;
  /** Signs in with a discoverable passkey and stores the session. MFA users get MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
  signIn(): Promise<Result<PasskeySignInResult>>;
}

const fail = <T>(code: string, message: string, details?: Record<string, unknown>): Result<T> => ({
  data: null,
  error: new AuthError(code, message, 0, details),
});

/** A @simplewebauthn/browser WebAuthnError (matched by shape, so duplicate bundles work too). */
function webAuthnErrorCode(e: unknown): string | null {
  const code = (e as { code?: unknown } | null)?.code;
  return e instanceof Error && typeof code === 'string' && code.startsWith('ERROR_') ? code : null;
}

/** The page hostname that replaces the server's placeholder rp id. Throws without a page: a programmer error. */
function hostname(kernel: PluginKernel): string {
  const here = kernel.currentUrl();
  const name = here && URL.canParse(here) ? new URL(here).hostname : '';
  if (!name) throw new Error('Passkeys need a page hostname (run in a browser or pass currentUrl to createClient)');
  return name;
}

/** Sign-in and registration with passkeys (WebAuthn). */
export function passkey(options: PasskeyOptions = {}) {
  let api: Promise<WebAuthnApi> | null = null;
  const load = () => {
    const w = options.webauthn;
    api ??= w === undefined ? import('./webauthn-browser.js') : typeof w === 'function' ? w() : Promise.resolve(w);
    return api;
  };

  /** Runs the browser step; WebAuthn failures → PASSKEY_WEBAUTHN_ERROR, anything else → `fallback`. */
  async function ceremony<T>(run: (w: WebAuthnApi) => Promise<T>, fallback: [string, string]): Promise<Result<T>> {
    const w = await load();
    if (!w.browserSupportsWebAuthn()) return fail('PASSKEY_WEBAUTHN_ERROR', M.notSupported, { message: M.notSupported, code: null });
    try {
      return ok(await run(w));
    } catch (e) {
      const code = webAuthnErrorCode(e);
      if (code) return fail('PASSKEY_WEBAUTHN_ERROR', (e as Error).message, { message: (e as Error).message, code });
      return fail(fallback[0], fallback[1], { message: fallback[1] });
    }
  }

  return definePlugin({
    id: 'passkey',
    methods(kernel: PluginKernel): PasskeyMethods {
      const post = <T>(path: string, body: unknown, session: boolean) => kernel.request<T>(path, { method: 'POST', body, session });
      return {
        async register() {
          const rpId = hostname(kernel);
          const init = await post<InitiateRegistrationAnswer>(P.initiateRegistration, {}, true);
          if (init.error) return fail('PASSKEY_REGISTRATION_FAILED', M.registrationInitFailed, { message: M.registrationInitFailed, cause: init.error.code });
          const { options_json, code } = init.data;
          if (options_json.rp.id !== RP_ID_SENTINEL) throw new Error(`Unexpected rp id in passkey options: ${options_json.rp.id}`);
          const optionsJSON = { ...options_json, rp: { ...options_json.rp, id: rpId } };
          const cred = await ceremony((w) => w.startRegistration({ optionsJSON }), ['PASSKEY_REGISTRATION_FAILED', M.registrationStartFailed]);
          if (cred.error) return cred;
          const r = await post<RegisterAnswer>(P.register, { credential: cred.data, code }, true);
          if (r.error) return r;
          kernel.cache.invalidate(['user']);
          return ok({ userHandle: r.data.user_handle });
        },
        async signIn() {
          const rpId = hostname(kernel);
          const init = await post<InitiateAuthenticationAnswer>(P.initiateAuthentication, {}, false);
          if (init.error) return fail('PASSKEY_AUTHENTICATION_FAILED', M.authenticationInitFailed, { message: M.authenticationInitFailed, cause: init.error.code });
          const { options_json, code } = init.data;
          if (options_json.rpId !== RP_ID_SENTINEL) throw new Error(`Unexpected rp id in passkey options: ${options_json.rpId}`);
          const optionsJSON = { ...options_json, rpId };
          const res = await ceremony((w) => w.startAuthentication({ optionsJSON }), ['PASSKEY_AUTHENTICATION_FAILED', M.signInFailed]);
          if (res.error) return res;
          const r = await post<PasskeySession>(P.signIn, { authentication_response: res.data, code }, false);
          return storeSession(kernel, r, false) as Result<PasskeySignInResult>;
        },
      };
    },
  });
}
