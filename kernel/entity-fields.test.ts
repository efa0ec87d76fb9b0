import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './entity-fields.js';

describe('field lists', () => {
  it('wire → entity: snake_case keys, …_at_millis as Date, explicit wire names, missing → null', () => {
    const e = fromWire<Record<string, unknown>>('id displayName signedUpAt emailAuthEnabled:auth_with_email gone', {
      id: 'u1',
      display_name: 'Ada',
      signed_up_at_millis: 1_700_000_000_000,
      auth_with_email: true,
      extra_wire_key: 1,
    });
    expect(e).toEqual({ id: 'u1', displayName: 'Ada', signedUpAt: new Date(1_700_000_000_000), emailAuthEnabled: true, gone: null });
    expect(Object.keys(e)).toEqual(['id', 'displayName', 'signedUpAt', 'emailAuthEnabled', 'gone']);
  });

  it('entity input → wire: only given keys, null kept, Dates as milliseconds, unknown keys dropped', () => {
    const w = toWire('displayName expiresAt emailAuthEnabled:auth_with_email profileImageUrl', {
      displayName: null,
      expiresAt: new Date(5000),
      emailAuthEnabled: false,
      display_name: 'wire names are not inputs',
    });
    expect(w).toEqual({ display_name: null, expires_at_millis: 5000, auth_with_email: false });
  });
});
