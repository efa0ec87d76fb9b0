import { describe, expect, it } from 'vitest';
import { checkProductionMode } from './production-mode.js';

const project = (allowLocalhost: boolean, domains: string[]) => ({ id: 'p1', config: { allowLocalhost, domains: domains.map((domain) => ({ domain, handlerPath: '/handler' })) } });
const fix = '/projects/p1/domains';

describe('checkProductionMode (production-mode trusted-domain messages)', () => {
  it('a production-ready project has no problems', () => {
    expect(checkProductionMode(project(false, ['https://app.example.com', 'https://example.com:8443']))).toEqual([]);
  });

  it('one message per problem, in order, each with the domains fix link', () => {
    const errors = checkProductionMode(
      project(true, ['not a url', 'http://localhost:3000', 'https://api.localhost', 'https://127.0.0.1', 'http://10.0.0.2:8080', 'http://example.com', 'https://ok.example.com']),
    );
    expect(errors).toEqual([
      { message: "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings", relativeFixUrl: fix },
      { message: 'Trusted domain is not a valid URL: not a url', relativeFixUrl: fix },
      { message: 'Localhost domains are not allowed to be trusted in production mode: http://localhost:3000', relativeFixUrl: fix },
      { message: 'Localhost domains are not allowed to be trusted in production mode: https://api.localhost', relativeFixUrl: fix },
      { message: 'Localhost domains are not allowed to be trusted in production mode: https://127.0.0.1', relativeFixUrl: fix },
      { message: 'Direct IPs are not valid for trusted domains in production mode: http://10.0.0.2:8080', relativeFixUrl: fix },
      { message: 'Trusted domains should be HTTPS: http://example.com', relativeFixUrl: fix },
    ]);
  });
});
