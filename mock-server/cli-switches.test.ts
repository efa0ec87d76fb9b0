import { describe, expect, it } from 'vitest';
import { HELP, parseArgs } from './cli.js';

describe('CLI: the hosted API test switches', () => {
  it('--oauth-provider-url, else STACK_OAUTH_MOCK_URL; must be http(s)', () => {
    expect(parseArgs([], {}).oauthProviderUrl).toBeUndefined();
    expect(parseArgs(['--oauth-provider-url', 'http://127.0.0.1:8114'], {}).oauthProviderUrl).toBe('http://127.0.0.1:8114');
    expect(parseArgs(['--oauth-provider-url=http://a:1'], {}).oauthProviderUrl).toBe('http://a:1');
    expect(parseArgs([], { STACK_OAUTH_MOCK_URL: 'http://localhost:8114' }).oauthProviderUrl).toBe('http://localhost:8114');
    expect(parseArgs(['--oauth-provider-url', 'http://flag:1'], { STACK_OAUTH_MOCK_URL: 'http://env:1' }).oauthProviderUrl).toBe('http://flag:1');
    expect(() => parseArgs(['--oauth-provider-url', 'localhost:8114'], {})).toThrow('invalid --oauth-provider-url localhost:8114');
    expect(() => parseArgs(['--oauth-provider-url'], {})).toThrow('--oauth-provider-url needs a value');
  });

  it('--fixed-passkey-challenge, else STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING (any non-empty value)', () => {
    expect(parseArgs([], {}).fixedPasskeyChallenge).toBeUndefined();
    expect(parseArgs(['--fixed-passkey-challenge'], {}).fixedPasskeyChallenge).toBe(true);
    expect(parseArgs([], { STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING: 'yes' }).fixedPasskeyChallenge).toBe(true);
    expect(parseArgs([], { STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING: '' }).fixedPasskeyChallenge).toBeUndefined();
  });

  it('documents both in --help', () => {
    expect(HELP).toContain('--oauth-provider-url URL');
    expect(HELP).toContain('STACK_OAUTH_MOCK_URL');
    expect(HELP).toContain('--fixed-passkey-challenge');
    expect(HELP).toContain('STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING');
  });
});
