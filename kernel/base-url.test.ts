import { describe, expect, it } from 'vitest';
import { checkBaseUrl, DEFAULT_BASE_URL } from './base-url.js';
import { createClient } from './create-client.js';

describe('checkBaseUrl', () => {
  it('keeps absolute http(s) URLs, with or without a path prefix, and drops trailing slashes', () => {
    expect(checkBaseUrl()).toBe(DEFAULT_BASE_URL);
    expect(checkBaseUrl('http://localhost:8102/')).toBe('http://localhost:8102');
    expect(checkBaseUrl('https://example.com/auth//')).toBe('https://example.com/auth');
    expect(checkBaseUrl('https://auth.example.com')).toBe('https://auth.example.com');
  });

  it.each([
    ['/api', /not an absolute URL/],
    ['localhost:8102', /protocol must be http: or https:/],
    ['auth.example.com', /not an absolute URL/],
    ['http//oops', /not an absolute URL/],
    ['', /expected an absolute URL/],
    ['ftp://example.com', /protocol must be http: or https:/],
    ['https://example.com/?x=1', /query or a fragment/],
    ['https://example.com/#top', /query or a fragment/],
    ['https://u:p@example.com', /credentials/],
    ['https://example.com/api/v1', /drop the "\/api\/v1" suffix.*"https:\/\/example.com"/],
    ['http://localhost:8102/api/v1/', /drop the "\/api\/v1" suffix.*"http:\/\/localhost:8102"/],
  ])('rejects %j with a TypeError that says why', (input, why) => {
    expect(() => checkBaseUrl(input)).toThrow(TypeError);
    expect(() => checkBaseUrl(input)).toThrow(why);
  });

  it('is what createClient applies: a bad baseUrl throws at construction, before any request', () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return new Response('{}');
    };
    expect(() => createClient({ projectId: 'p', baseUrl: 'https://example.com/api/v1', fetch })).toThrow(/drop the "\/api\/v1" suffix/);
    expect(() => createClient({ projectId: 'p', baseUrl: '/relative', fetch })).toThrow(/invalid baseUrl "\/relative"/);
    expect(calls).toBe(0);
  });
});
