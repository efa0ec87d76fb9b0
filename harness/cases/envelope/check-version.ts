import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';

export const checkVersion = defineCase({
  area: 'envelope',
  name: 'check-version',
  endpoints: ['POST /api/v1/check-version'],
  async run(t) {
    const bad = expect.json(await t.api('POST', '/check-version', { json: { clientVersion: 'not-a-version' } }), 200);
    expect.keys(bad, ['upToDate', 'error', 'severe'], 'check-version (not semver)');
    expect.equal({ upToDate: bad.upToDate, severe: bad.severe }, { upToDate: false, severe: true }, 'a non-semver client version is severe');
    expect.type(bad.error, 'string', 'error');
    const ok = expect.json(await t.api('POST', '/check-version', { json: { clientVersion: '2.7.16' } }), 200);
    expect.check(ok.upToDate === true || ok.severe === false, 'same major.minor is not severe', '{"upToDate": true} or severe false', ok);
  },
});
