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
    ['/api', /expected an absolute http\(s\) URL/],
    ['localhost:8102', /expected an absolute http\(s\) URL/],
    ['auth.example.com', /expected an absolute http\(s\) URL/],
    ['http//oops', /expected an absolute http\(s\) URL/],
    ['', /expected an absolute http\(s\) URL/],
    ['ftp://example.com', /expected an absolute http\(s\) URL/],
    ['https://example.com/?x=1', /no query, fragment or credentials/],
    ['https://example.com/#top', /no query, fragment or credentials/],
    ['https://u:p@example.com', /no query, fragment or credentials/],
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
