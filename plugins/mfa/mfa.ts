/**
 * The mfa plugin: `createClient({ plugins: [password(), mfa()] })` adds `client.mfa`: turn TOTP on and off for
 * the signed-in user, and finish a sign-in the server answered with MULTI_FACTOR_AUTHENTICATION_REQUIRED.
 */
import { AuthError, PROJECT_KEY, USER_KEY, definePlugin, ok, storeSession } from '../../kernel/index.js';
import type { PluginKernel, ProjectWire, Result, User, UserWire } from '../../kernel/index.js';
import { toProject, toUser, userUpdateToWire } from '../../kernel/index.js';
import { isMfaRequired, mfaAttemptCode, pendingAttemptStore } from './attempt.js';
import { INVALID_TOTP, MFA_PATHS, type MfaSession } from './contract.js';
import { matchesTotp } from './client-totp.js';
import { base32, base64, fromBase64, generateSecret, otpauthUri } from './secret.js';

export interface MfaOptions {
  /**
   * Watch every API answer of this client for MULTI_FACTOR_AUTHENTICATION_REQUIRED and keep its attempt code
   * as the pending attempt (what the MFA prompt on /sign-in reads). The answers themselves are not changed.
   * @default true
   */
  captureAttempts?: boolean;
}

export interface EnableOptions {
  /** Issuer shown by authenticator apps. @default the project's display name */
  issuer?: string;
  /** Account label. @default the user's primary e-mail, else id */
  accountName?: string;
}

/** A secret made on the client and not stored yet (see `prepare` / `enable`). */
export interface MfaSetup {
  /** otpauth:// URI to show as a QR code or link. */
  uri: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The secret as the API takes it. */
  secretBase64: string;
}

export interface MfaEnabled extends MfaSetup {
  user: User;
}

export interface ConfirmedEnable {
  /** From `prepare()`. */
  setup: MfaSetup;
  /** Six digits from the app: checked here first (current step ±1), so a mistyped setup cannot lock the user out. */
  code: string;
}

export interface MfaSignInResult {
  userId: string;
  isNewUser: boolean;
}

function mfaMethods(kernel: PluginKernel, options: MfaOptions) {
  const pending = pendingAttemptStore(kernel.projectId, () => kernel.now());
  // Signed in (any way): no attempt is waiting any more.
  kernel.session.subscribe(() => {
    if (kernel.session.get().refreshToken) pending.set(null);
  });
  if (options.captureAttempts !== false) {
    // An observer around the kernel's request (the kernel has no response hook yet): results pass through unchanged.
    const inner = kernel.request.bind(kernel);
    kernel.request = async (path, opts) => {
      const r = await inner(path, opts);
      const code = mfaAttemptCode(r);
      if (code) pending.set(code);
      return r as never;
    };
  }

  const updateTotp = async (totpSecretBase64: string | null): Promise<Result<User>> => {
    const r = await kernel.request<UserWire>(MFA_PATHS.userMe, { method: 'PATCH', body: userUpdateToWire({ totpSecretBase64 }) });
    if (r.error) return r;
    const user = toUser(r.data);
    kernel.cache.set(USER_KEY, user);
    return ok(user);
  };

  async function issuerName(): Promise<string> {
    try {
      const project = await kernel.cache.fetch(PROJECT_KEY, async () => {
        const r = await kernel.request<ProjectWire>('/projects/current', { session: false });
        if (r.error) throw r.error;
        return toProject(r.data);
      });
      return project.displayName;
    } catch {
      return kernel.projectId;
    }
  }

  /** A new secret and its otpauth URI for the signed-in user, not stored yet: show it, then `enable({ setup, code })`. */
  /** The secret as the user's app takes it (otpauth URI, base32) and as it is stored (base64). */
  const setupOf = async (secret: Uint8Array, o: EnableOptions, name: string): Promise<MfaSetup> => ({
    uri: otpauthUri(secret, o.issuer ?? (await issuerName()), name),
    secret: base32(secret),
    secretBase64: base64(secret),
  });
  async function prepare(o: EnableOptions = {}): Promise<Result<MfaSetup>> {
    let name = o.accountName;
    if (name === undefined) {
      const me = await kernel.request<UserWire>(MFA_PATHS.userMe);
      if (me.error) return me;
      name = toUser(me.data).primaryEmail ?? me.data.id;
    }
    return ok(await setupOf(generateSecret(), o, name));
  }

  return {
    prepare,
    /**
     * Stores a TOTP secret on the user (`user.update({ totpSecretBase64 })`). With `{ setup, code }` the code
     * is checked against the prepared secret first (INVALID_TOTP_CODE when wrong; nothing is stored). Without,
     * a new secret is generated and stored at once.
     */
    async enable(o: EnableOptions & Partial<ConfirmedEnable> = {}): Promise<Result<MfaEnabled>> {
      const setup = o.setup;
      if (setup && o.code !== undefined && !(await matchesTotp(fromBase64(setup.secretBase64), o.code.trim(), kernel.now()))) {
        return { data: null, error: new AuthError(INVALID_TOTP, 'The TOTP code is invalid. Please try again.') };
      }
      if (!setup) {
        // the account label comes from the PATCH answer, so no extra read of the user
        const secret = generateSecret();
        const r = await updateTotp(base64(secret));
        if (r.error) return r;
        return ok({ ...(await setupOf(secret, o, o.accountName ?? r.data.primaryEmail ?? r.data.id)), user: r.data });
      }
      const r = await updateTotp(setup.secretBase64);
      return r.error ? r : ok({ ...setup, user: r.data });
    },
    /** Removes the secret: sign-ins no longer ask for a code. */
    disable(): Promise<Result<User>> {
      return updateTotp(null);
    },
    /**
     * POST /auth/mfa/sign-in with the six digits and the attempt code (default: the pending one); stores the
     * session. A wrong code is INVALID_TOTP_CODE and the attempt stays usable; an expired or used one is a
     * VERIFICATION_CODE_* error and is dropped.
     */
    async signIn(input: { totp: string; attemptCode?: string }): Promise<Result<MfaSignInResult>> {
      const code = input.attemptCode ?? pending.get();
      if (!code) throw new Error('mfa.signIn: no attempt code (pass attemptCode, or sign in first)');
      const r = await kernel.request<MfaSession>(MFA_PATHS.signIn, { method: 'POST', body: { code, type: 'totp', totp: input.totp }, session: false });
      if (r.error) {
        if (r.error.code.startsWith('VERIFICATION_CODE_') && pending.get() === code) pending.set(null);
        return r;
      }
      if (pending.get() === code) pending.set(null);
      return storeSession(kernel, r, false);
    },
    /** The attempt code waiting for a TOTP (from the last MFA-required answer or `setPendingAttempt`), or null. */
    pendingAttempt: (): string | null => pending.get(),
    /** Keeps `code` (or clears with null) as the pending attempt. */
    setPendingAttempt: (code: string | null): void => pending.set(code),
    /** Keeps the attempt code of an MFA-required error or Result; returns it (null when it is not one). */
    rememberAttempt(errorOrResult: unknown): string | null {
      const code = mfaAttemptCode(errorOrResult);
      if (code) pending.set(code);
      return code;
    },
    /** For useSyncExternalStore: told when the pending attempt changes. */
    subscribe: (listener: () => void): (() => void) => pending.subscribe(listener),
    isMfaRequired,
    mfaAttemptCode,
  };
}

export type MfaMethods = ReturnType<typeof mfaMethods>;

/** TOTP multi-factor authentication. */
export function mfa(options: MfaOptions = {}) {
  return definePlugin({ id: 'mfa', methods: (kernel: PluginKernel): MfaMethods => mfaMethods(kernel, options) });
}
