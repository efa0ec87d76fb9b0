/** The software authenticator's output verifies with @simplewebauthn/server (test-only dependency). */
import { describe, expect, it } from 'vitest';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { softAuthenticator } from './soft-authenticator.js';

describe('softAuthenticator', () => {
  it('registers and authenticates', async () => {
    const a = softAuthenticator();
    const origin = 'http://localhost:3000';
    const challenge = Buffer.from('register-challenge').toString('base64url');
    const reg = await verifyRegistrationResponse({
      response: a.register(challenge, origin) as never,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: 'localhost',
      requireUserVerification: false,
    });
    expect(reg.verified).toBe(true);
    const info = reg.registrationInfo!;
    const challenge2 = Buffer.from('auth-challenge').toString('base64url');
    const auth = await verifyAuthenticationResponse({
      response: a.authenticate(challenge2, origin, 'dXNlcg') as never,
      expectedChallenge: challenge2,
      expectedOrigin: origin,
      expectedRPID: 'localhost',
      credential: info.credential,
      requireUserVerification: false,
    });
    expect(auth.verified).toBe(true);
    const bad = a.authenticate(challenge2, origin, 'dXNlcg') as { response: { signature: string } };
    bad.response.signature = Buffer.from('nope').toString('base64url');
    await expect(
      verifyAuthenticationResponse({ response: bad as never, expectedChallenge: challenge2, expectedOrigin: origin, expectedRPID: 'localhost', credential: info.credential }),
    ).rejects.toThrow();
  });
});
