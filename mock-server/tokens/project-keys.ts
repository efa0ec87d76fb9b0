/**
 * Per-project ES256 signing keys, derived from a server secret exactly as the hosted API does
 * (sha256 of JSON [secret, projectId] as the per-project secret, whose sha256 is the P-256 private scalar),
 * so keys survive restarts and a JWKS is stable for a given secret.
 */
import { createECDH, createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The development secret published with the hosted API's self-hosting docs. Never a default here (anyone
 * could mint tokens with it); tests use it to prove that tokens signed with it are refused.
 */
export const PUBLIC_DEV_SECRET = '23-wuNpik0gIW4mruTz25rbIvhuuvZFrLOLtL7J4tyo';

/** Derived keys kept at most; the oldest goes first. */
export const KEY_CACHE_SIZE = 1000;

export interface ProjectKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Members in the hosted API's order: kty, crv, alg, kid, x, y. */
  jwk: { kty: 'EC'; crv: 'P-256'; alg: 'ES256'; kid: string; x: string; y: string };
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
  return { kid, privateKey, publicKey, jwk: { kty: 'EC', crv: 'P-256', alg: 'ES256', kid, x, y } };
}

/**
 * Per-project keys, derived on first use and cached (bounded). Keys are derived only for projects that
 * exist, so tokens with made-up audiences cost no memory.
 */
export class KeyRing {
  private readonly keys = new Map<string, ProjectKey>();
  private globalKey?: ProjectKey;
  constructor(
    private readonly serverSecret: string,
    /** Whether a project exists; forProject refuses others. @default every id exists */
    private readonly projectExists: (projectId: string) => boolean = () => true,
  ) {}
  /** The deprecated global key (legacy_global_jwt_signing). */
  global(): ProjectKey {
    return (this.globalKey ??= keyFromSecret(this.serverSecret));
  }
  /** Number of cached project keys. */
  get size(): number {
    return this.keys.size;
  }
  /** The project's key. Throws for a project that does not exist (a token verifier treats that as unparsable). */
  forProject(projectId: string): ProjectKey {
    let k = this.keys.get(projectId);
    if (k) return k;
    if (!this.projectExists(projectId)) throw new Error(`no signing key: project ${JSON.stringify(projectId.slice(0, 64))} does not exist`);
    k = deriveProjectKey(this.serverSecret, projectId);
    if (this.keys.size >= KEY_CACHE_SIZE) this.keys.delete(this.keys.keys().next().value as string);
    this.keys.set(projectId, k);
    return k;
  }
}
