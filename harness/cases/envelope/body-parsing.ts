import { defineCase } from '../../define-case.js';
import { knownError, schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import type { Res } from '../../http.js';

export const invalidJson = defineCase({
  area: 'envelope',
  name: 'invalid-json-body',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const message = 'Invalid JSON in request body';
    knownError(await t.api('POST', '/users', { as: 'server', body: '{"display_name":', contentType: 'application/json' }), 'BODY_PARSING_ERROR', undefined, { message });
    knownError(await t.api('POST', '/users', { as: 'server', body: '', contentType: 'application/json' }), 'BODY_PARSING_ERROR', undefined, { message });
  },
});

/** The answer to a JSON body with bytes that are not UTF-8: it is decoded leniently, so it fails as JSON. */
export function expectNonUtf8BodyError(res: Res): void {
  knownError(res, 'BODY_PARSING_ERROR', undefined, { message: 'Invalid JSON in request body' });
}

export const nonUtf8Body = defineCase({
  area: 'envelope',
  name: 'non-utf8-body',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const res = await t.api('POST', '/users', { as: 'server', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' });
    expectNonUtf8BodyError(res);
  },
});

export const unknownContentType = defineCase({
  area: 'envelope',
  name: 'unknown-content-type',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const res = await t.api('POST', '/users', { as: 'server', body: '<user/>', contentType: 'application/xml' });
    knownError(res, 'BODY_PARSING_ERROR', undefined, { message: 'Unknown content type in request body: application/xml' });
  },
});

export const unknownBodyProperty = defineCase({
  area: 'envelope',
  name: 'schema-error-unknown-body-property',
  endpoints: ['PATCH /api/v1/users/me'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await t.api('PATCH', '/users/me', { as: 'client', session, json: { server_metadata: { a: 1 } } });
    schemaError(res, 'PATCH', '/api/v1/users/me', ['body contains unknown properties: server_metadata']);
  },
});

export const invalidUuidParam = defineCase({
  area: 'envelope',
  name: 'schema-error-invalid-uuid',
  endpoints: ['GET /api/v1/users/:user_id'],
  async run(t) {
    const res = await t.api('GET', '/users/not-a-uuid', { as: 'server' });
    schemaError(res, 'GET', '/api/v1/users/not-a-uuid', ['params.user_id must be a valid UUID']);
  },
});
