import { describe, expect, it } from 'vitest';
import { contactChannelInputToWire, toContactChannel } from './contact-channel-mapping.js';

describe('contact channel mapping', () => {
  it('wire → entity: the entity keys only', () => {
    expect(
      toContactChannel({ user_id: 'u1', id: 'c1', value: 'a@example.com', type: 'email', used_for_auth: true, is_verified: false, is_primary: true }),
    ).toEqual({ id: 'c1', value: 'a@example.com', type: 'email', isVerified: false, isPrimary: true, usedForAuth: true });
  });

  it('input → wire: only the given keys', () => {
    expect(contactChannelInputToWire({ value: 'b@example.com', usedForAuth: false, isPrimary: true, isVerified: true })).toEqual({
      value: 'b@example.com',
      used_for_auth: false,
      is_primary: true,
      is_verified: true,
    });
    expect(contactChannelInputToWire({ isPrimary: true })).toEqual({ is_primary: true });
  });
});
