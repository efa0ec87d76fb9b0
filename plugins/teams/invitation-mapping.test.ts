import { describe, expect, it } from 'vitest';
import { toInvitationDetails, toTeamInvitation } from './invitation-mapping.js';

describe('team invitation mapping (read-only entities; sending takes plain arguments)', () => {
  it('invitation: expiresAt is a Date', () => {
    expect(toTeamInvitation({ id: 'i1', team_id: 't1', expires_at_millis: 1_700_000_000_000, recipient_email: 'b@example.com' })).toEqual({
      id: 'i1',
      teamId: 't1',
      recipientEmail: 'b@example.com',
      expiresAt: new Date(1_700_000_000_000),
    });
  });

  it('details', () => {
    expect(toInvitationDetails({ team_id: 't1', team_display_name: 'Crew' })).toEqual({ teamId: 't1', teamDisplayName: 'Crew' });
  });
});
