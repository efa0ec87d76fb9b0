/** Wire contract of passkeys: paths relative to /api/v1, bodies and answers. */
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export const PASSKEY_PATHS = {
  initiateRegistration: '/auth/passkey/initiate-passkey-registration',
  register: '/auth/passkey/register',
  initiateAuthentication: '/auth/passkey/initiate-passkey-authentication',
  signIn: '/auth/passkey/sign-in',
} as const;

/** The relying-party id the server puts in options; the client replaces it with the page hostname. */
export const RP_ID_SENTINEL = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

/** Lifetime of both challenge codes: 65 s. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 65_000;

export interface InitiateRegistrationAnswer {
  options_json: PublicKeyCredentialCreationOptionsJSON;
  code: string;
}

export interface RegisterBody {
  credential: RegistrationResponseJSON;
  code: string;
}

export interface RegisterAnswer {
  user_handle: string;
}

export interface InitiateAuthenticationAnswer {
  options_json: PublicKeyCredentialRequestOptionsJSON;
  code: string;
}

export interface SignInBody {
  authentication_response: AuthenticationResponseJSON;
  code: string;
}

export interface PasskeySession {
  refresh_token: string;
  access_token: string;
  is_new_user: false;
  user_id: string;
}

/** Browser failure messages the SDK reports, word for word. */
export const PASSKEY_MESSAGES = {
  registrationInitFailed: 'Failed to get initiation options for passkey registration',
  registrationStartFailed: 'Failed to start passkey registration',
  authenticationInitFailed: 'Failed to get initiation options for passkey authentication',
  signInFailed: 'Failed to sign in with passkey',
  notSupported: 'WebAuthn is not supported in this browser',
} as const;
