import { defineCase } from '../../define-case.js';
import { schemaError } from '../../known-errors.js';

/**
 * SCHEMA_ERROR texts that are yup's own: a test with a fixed message carries no field path
 * (`URL must start with http:// or https://`), and an empty required-when-standard OAuth secret is
 * `must not be empty` (nonEmpty), not `must be defined`.
 */
export const yupProjectTexts = defineCase({
  area: 'projects',
  name: 'config-validation-texts-from-yup',
  endpoints: ['PATCH /api/v1/projects/current'],
  async run(t) {
    const project = await t.newProject();
    const patch = (config: Record<string, unknown>) => t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config } });
    const path = '/api/v1/projects/current';
    schemaError(await patch({ domains: [{ domain: 'localhost:3000', handler_path: '/handler' }] }), 'PATCH', path, ['URL must start with http:// or https://']);
    schemaError(await patch({ domains: [{ domain: 'ftp://example.com', handler_path: '/handler' }] }), 'PATCH', path, ['URL must start with http:// or https://']);
    schemaError(
      await patch({ oauth_providers: [{ id: 'github', enabled: true, type: 'standard', client_id: 'id', client_secret: '' }] }),
      'PATCH', path, ['body.config.oauth_providers[0].client_secret must not be empty'],
    );
    schemaError(await patch({ oauth_providers: [{ id: 'github', enabled: true, type: 'standard', client_id: 'id' }] }), 'PATCH', path, [
      'body.config.oauth_providers[0].client_secret must be defined',
    ]);
  },
});
