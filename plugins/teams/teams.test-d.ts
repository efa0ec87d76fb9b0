import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../kernel/create-client.js';
import type { AuthError } from '../../kernel/errors.js';
import type { Result } from '../../kernel/plugin.js';
import type { InvitationDetails, Team, TeamMemberProfile, TeamPermission } from './index.js';
import { teams } from './teams.js';

describe('teams() types', () => {
  const c = createClient({ projectId: 'p', plugins: [teams()] });

  it('a client with [teams()] has .teams and no .password', () => {
    expectTypeOf(c).toHaveProperty('teams');
    expectTypeOf(c).not.toHaveProperty('password');
    expectTypeOf(c).not.toHaveProperty('passkey');
  });

  it('methods return Results of the camelCase entities', () => {
    expectTypeOf(c.teams.list).returns.resolves.toEqualTypeOf<Result<Team[]>>();
    expectTypeOf(c.teams.create).parameter(0).toHaveProperty('displayName').toEqualTypeOf<string>();
    expectTypeOf(c.teams.listUsers).returns.resolves.toEqualTypeOf<Result<TeamMemberProfile[]>>();
    expectTypeOf(c.teams.hasPermission).returns.resolves.toEqualTypeOf<Result<boolean>>();
    expectTypeOf(c.teams.getPermission).returns.resolves.toEqualTypeOf<Result<TeamPermission | null>>();
    expectTypeOf(c.teams.acceptInvitation).returns.resolves.toEqualTypeOf<Result<InvitationDetails>>();
    expectTypeOf<Team>().toHaveProperty('displayName').toEqualTypeOf<string>();
    expectTypeOf<InvitationDetails>().toHaveProperty('teamDisplayName').toEqualTypeOf<string>();
    // @ts-expect-error the wire name is not on the entity
    expectTypeOf<Team>().toHaveProperty('display_name');
  });

  it('a team or its id is accepted wherever a team is expected', () => {
    expectTypeOf(c.teams.hasPermission).parameter(0).toEqualTypeOf<string | { readonly id: string }>();
    const team = {} as Team;
    void c.teams.hasPermission(team, '$update_team');
    void c.teams.leave(team.id);
    // @ts-expect-error a number is not a team
    void c.teams.leave(1);
  });

  it('a failed Result narrows to an AuthError', async () => {
    const r = await c.teams.list();
    if (r.error) expectTypeOf(r.error).toEqualTypeOf<AuthError>();
    else expectTypeOf(r.data).toEqualTypeOf<Team[]>();
  });
});
