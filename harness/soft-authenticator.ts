/**
 * A software WebAuthn authenticator (P-256, "none" attestation) so passkey cases can run over raw HTTP:
 * it builds RegistrationResponseJSON / AuthenticationResponseJSON the way a browser would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** Minimal CBOR: unsigned/negative ints, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error('cbor: unsupported value');
}

export interface SoftAuthenticator {
  credentialId: string;
  register(challenge: string, origin: string): Record<string, unknown>;
  authenticate(challenge: string, origin: string, userHandle: string): Record<string, unknown>;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' });
  const rpIdHash = (origin: string) => sha256(new URL(origin).hostname);
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  let counter = 0;
  return {
    credentialId: b64u(id),
    register(challenge, origin) {
      const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
      const idLen = Buffer.alloc(2);
      idLen.writeUInt16BE(id.length);
      const authData = Buffer.concat([rpIdHash(origin), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLen, id, cose]);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
          publicKeyAlgorithm: -7,
        },
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(challenge, origin, userHandle) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([rpIdHash(origin), Buffer.from([0x05]), count]);
      const cd = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), privateKey as KeyObject);
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key',
        response: { clientDataJSON: b64u(cd), authenticatorData: b64u(authData), signature: b64u(signature), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
