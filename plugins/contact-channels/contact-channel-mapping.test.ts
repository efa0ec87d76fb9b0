import { describe, expect, it } from 'vitest';
import { contactChannelInputToWire, newContactChannelToWire, toContactChannel } from './contact-channel-mapping.js';

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

describe('new contact channel body', () => {
  it('adds the user id and type; usedForAuth defaults to false', () => {
    expect(newContactChannelToWire('me', { value: 'c@example.com' })).toEqual({ user_id: 'me', value: 'c@example.com', type: 'email', used_for_auth: false });
    expect(newContactChannelToWire('u1', { value: 'c@example.com', usedForAuth: true })).toMatchObject({ used_for_auth: true });
  });
});
