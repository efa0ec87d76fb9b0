import { describe, expect, it } from 'vitest';
import { teamInputToWire, toServerTeam, toTeam } from './team-mapping.js';

describe('team mapping', () => {
  const wire = { id: 't1', display_name: 'Alpha', profile_image_url: 'data:image/png;base64,AA', client_metadata: { a: 1 }, client_read_only_metadata: null };

  it('client view: exactly the client keys', () => {
    expect(toTeam(wire)).toEqual({ id: 't1', displayName: 'Alpha', profileImageUrl: 'data:image/png;base64,AA', clientMetadata: { a: 1 }, clientReadOnlyMetadata: null });
  });

  it('server view: adds createdAt (Date) and serverMetadata; optional metadata keys missing on the wire become null', () => {
    const { client_metadata: _, ...noMetadata } = wire;
    expect(toServerTeam({ ...noMetadata, created_at_millis: 1234, server_metadata: { plan: 'pro' } })).toEqual({
      id: 't1',
      displayName: 'Alpha',
      profileImageUrl: 'data:image/png;base64,AA',
      clientMetadata: null,
      clientReadOnlyMetadata: null,
      createdAt: new Date(1234),
      serverMetadata: { plan: 'pro' },
    });
  });

  it('create/update input → wire', () => {
    expect(teamInputToWire({ displayName: 'B', profileImageUrl: null, serverMetadata: { x: 1 }, creatorUserId: 'me' })).toEqual({
      display_name: 'B',
      profile_image_url: null,
      server_metadata: { x: 1 },
      creator_user_id: 'me',
    });
  });
});
