/**
 * Per-project ES256 signing keys, derived from a server secret exactly as the hosted API does
 * (API.md §2.1), so keys survive restarts and a JWKS is stable for a given secret.
 */
import { createECDH, createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** The public development value (API.md §6.1). */
export const DEV_SERVER_SECRET = '23-wuNpik0gIW4mruTz25rbIvhuuvZFrLOLtL7J4tyo';

export interface ProjectKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: { kty: 'EC'; alg: 'ES256'; crv: 'P-256'; x: string; y: string; kid: string };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

export function deriveProjectKey(serverSecret: string, projectId: string): ProjectKey {
  return keyFromSecret(sha256(JSON.stringify([serverSecret, projectId])).toString('base64url'));
}

/** The ES256 key of a (base64url) secret; the legacy global key uses the server secret itself. */
export function keyFromSecret(perProjectSecret: string): ProjectKey {
  const d = sha256(Buffer.from(perProjectSecret, 'base64url'));
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey(); // 0x04 || x || y
  const x = pub.subarray(1, 33).toString('base64url');
  const y = pub.subarray(33, 65).toString('base64url');
  const kid = sha256(JSON.stringify([perProjectSecret, 'kid'])).toString('base64url').slice(0, 12);
  const privateKey = createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d: d.toString('base64url') }, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  return { kid, privateKey, publicKey, jwk: { kty: 'EC', alg: 'ES256', crv: 'P-256', x, y, kid } };
}

export class KeyRing {
  private readonly keys = new Map<string, ProjectKey>();
  private globalKey?: ProjectKey;
  constructor(private readonly serverSecret: string) {}
  /** The deprecated global key (legacy_global_jwt_signing). */
  global(): ProjectKey {
    return (this.globalKey ??= keyFromSecret(this.serverSecret));
  }
  forProject(projectId: string): ProjectKey {
    let k = this.keys.get(projectId);
    if (!k) {
      k = deriveProjectKey(this.serverSecret, projectId);
      this.keys.set(projectId, k);
    }
    return k;
  }
}
