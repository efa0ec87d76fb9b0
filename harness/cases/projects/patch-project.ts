import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownErrorCode } from '../../known-errors.js';

export const patchProject = defineCase({
  area: 'projects',
  name: 'patch-project-admin',
  endpoints: ['PATCH /api/v1/projects/current'],
  async run(t) {
    const project = await t.newProject();
    const res = await t.api('PATCH', '/projects/current', {
      as: 'admin',
      project,
      json: { display_name: 'Renamed', description: 'About', config: { sign_up_enabled: false, domains: [{ domain: 'https://a.example.com', handler_path: '/h' }] } },
    });
    const body = expect.json(res, 200);
    const config = body.config as Record<string, unknown>;
    expect.equal(
      { d: body.display_name, desc: body.description, s: config.sign_up_enabled, domains: config.domains },
      { d: 'Renamed', desc: 'About', s: false, domains: [{ domain: 'https://a.example.com', handler_path: '/h' }] },
      'patched project',
      res,
    );
    const replaced = expect.json(
      await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { domains: [{ domain: 'https://b.example.com', handler_path: '/' }] } } }),
      200,
    );
    expect.equal((replaced.config as Record<string, unknown>).domains, [{ domain: 'https://b.example.com', handler_path: '/' }], 'domains replace the whole list');
    const dup = [{ domain: 'https://c.example.com', handler_path: '/' }, { domain: 'https://c.example.com', handler_path: '/x' }];
    expect.text(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { domains: dup } } }), 400, 'Duplicated domain found');
    knownErrorCode(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { legacy_global_jwt_signing: true } } }), 'SCHEMA_ERROR');
    const client = expect.json(await t.api('GET', '/projects/current', { as: 'client', project }), 200);
    expect.equal(client.display_name, 'Renamed', 'client view after PATCH');
  },
});
