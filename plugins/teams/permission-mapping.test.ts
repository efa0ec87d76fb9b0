import { describe, expect, it } from 'vitest';
import { toTeamPermission } from './permission-mapping.js';

describe('team permission mapping (read-only; granting takes plain arguments)', () => {
  it('wire → entity', () => {
    expect(toTeamPermission({ id: '$read_members', team_id: 't1', user_id: 'u1' })).toEqual({ id: '$read_members', teamId: 't1', userId: 'u1' });
  });
});
