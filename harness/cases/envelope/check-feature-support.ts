import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';

export const checkFeatureSupport = defineCase({
  area: 'envelope',
  name: 'check-feature-support-text',
  endpoints: ['POST /api/v1/check-feature-support'],
  async run(t) {
    const tail = ' is not yet supported. Please reach out to Stack support for more information.';
    expect.text(await t.api('POST', '/check-feature-support', { json: { feature_name: 'teleportation' } }), 200, `teleportation${tail}`);
    expect.text(await t.api('POST', '/check-feature-support', { as: 'client', json: { name: 'x' } }), 200, `This feature${tail}`);
  },
});
