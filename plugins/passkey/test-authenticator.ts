/**
 * TEST-ONLY: a software WebAuthn authenticator plus the browser's part of the ceremony, so Node tests run
 * real registrations and assertions (W3C WebAuthn L2 §6.1 authenticator data, §6.5 attestation, §7 RP
 * checks are what @simplewebauthn/server verifies against these bytes).
 *
 * - Key: ES256 (ECDSA P-256, SHA-256) from node:crypto; public key as a COSE_Key (RFC 9053 §7.1.1).
 * - Registration: attestation format 'none', authenticatorData = SHA-256(rpId) | flags UP+UV+AT | counter |
 *   AAGUID | credential id length | credential id | COSE key, CBOR-encoded by ./cbor.
 * - Assertion: authenticatorData = SHA-256(rpId) | flags UP+UV | counter (incremented each time);
 *   signature = ECDSA-SHA256(authenticatorData | SHA-256(clientDataJSON)), DER-encoded.
 * - clientDataJSON: {type, challenge, origin, crossOrigin:false}.
 *
 * `webauthn(origin)` returns the object passkey({ webauthn }) expects, acting as a browser on `origin`:
 * it refuses an rp id that is not the origin's host (or a parent domain) with the browser library's own
 * WebAuthnError ERROR_INVALID_RP_ID, and a user id outside 1..64 bytes with ERROR_INVALID_USER_ID_LENGTH.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { WebAuthnError } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { cborMap, encodeCbor } from './cbor.js';
import type { WebAuthnApi } from './passkey.js';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => new Uint8Array(createHash('sha256').update(b).digest());
const u32 = (n: number) => Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
/** An all-zero AAGUID, as privacy-preserving authenticators report with 'none' attestation. */
const AAGUID = new Uint8Array(16);

interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  cose: Uint8Array;
  userHandle: string;
  rpId: string;
}

export interface TestAuthenticator {
  /** base64url id of the credential made last, or null before any registration. */
  readonly credentialId: string | null;
  /** Signature counter (incremented by every assertion). */
  readonly counter: number;
  /** authenticatorMakeCredential + the browser's clientData for `origin`. */
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON;
  /** authenticatorGetAssertion with the last credential (discoverable: no allowCredentials needed). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON;
  /** The browser side for passkey({ webauthn }), running on `origin`. */
  webauthn(origin: string): WebAuthnApi;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = new Uint8Array(Buffer.from(jwk.x!, 'base64url'));
  const y = new Uint8Array(Buffer.from(jwk.y!, 'base64url'));
  // kty EC2 (1: 2), alg ES256 (3: -7), crv P-256 (-1: 1), x (-2), y (-3)
  return encodeCbor(cborMap([1, 2], [3, -7], [-1, 1], [-2, x], [-3, y]));
}

const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The browser's rp id rule: the origin's host or one of its parent domains. */
function checkRpId(rpId: string, origin: string, opts: object): void {
  const host = new URL(origin).hostname;
  if (host === rpId || host.endsWith(`.${rpId}`)) return;
  const cause = Object.assign(new Error(`The RP ID "${rpId}" is invalid for this domain`), { name: 'SecurityError' });
  throw Object.assign(new WebAuthnError({ message: `The RP ID "${rpId}" is invalid for this domain`, code: 'ERROR_INVALID_RP_ID', cause }), { options: opts });
}

export function createTestAuthenticator(): TestAuthenticator {
  let credential: Credential | null = null;
  let counter = 0;

  const self: TestAuthenticator = {
    get credentialId() {
      return credential ? b64url(credential.id) : null;
    },
    get counter() {
      return counter;
    },
    register(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      checkRpId(rpId, origin, options);
      const userId = Buffer.from(options.user.id, 'base64url');
      if (userId.length < 1 || userId.length > 64) {
        const cause = Object.assign(new TypeError('user.id must be between 1 and 64 bytes'), { name: 'TypeError' });
        throw new WebAuthnError({ message: 'User ID was not between 1 and 64 characters', code: 'ERROR_INVALID_USER_ID_LENGTH', cause });
      }
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = new Uint8Array(randomBytes(16));
      credential = { id, privateKey, cose: coseKey(publicKey), userHandle: options.user.id, rpId };
      const authData = concat(sha256(rpId), Uint8Array.of(FLAG_UP | FLAG_UV | FLAG_AT), u32(counter), AAGUID, Uint8Array.of(0, id.length), id, credential.cose);
      const attestationObject = encodeCbor(cborMap(['fmt', 'none'], ['attStmt', cborMap()], ['authData', authData]));
      return {
        id: b64url(id),
        rawId: b64url(id),
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
          publicKeyAlgorithm: -7,
          authenticatorData: b64url(authData),
        },
        type: 'public-key',
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(options, origin) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      checkRpId(rpId, origin, options);
      if (!credential) throw new WebAuthnError({ message: 'No credential', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: Object.assign(new Error('No credential'), { name: 'NotAllowedError' }) });
      counter += 1;
      const authData = concat(sha256(rpId), Uint8Array.of(FLAG_UP | FLAG_UV), u32(counter));
      const cd = clientData('webauthn.get', options.challenge, origin);
      const signature = new Uint8Array(sign('sha256', concat(authData, sha256(cd)), credential.privateKey));
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        response: {
          clientDataJSON: b64url(cd),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    webauthn(origin) {
      return {
        browserSupportsWebAuthn: () => true,
        startRegistration: async ({ optionsJSON }) => self.register(optionsJSON, origin),
        startAuthentication: async ({ optionsJSON }) => self.authenticate(optionsJSON, origin),
      };
    },
  };
  return self;
}
