/**
 * The teams plugin: `createClient({ plugins: [teams()] })` adds `client.teams` with teams, memberships,
 * member profiles, permissions and invitations. Reads are cached with the kernel cache; every mutation
 * invalidates exactly the cache entries it changes (see cache-keys.ts).
 */
import { definePlugin } from '../../kernel/plugin.js';
import { invitationMethods } from './invitation-methods.js';
import { memberMethods } from './member-methods.js';
import { permissionMethods } from './permission-methods.js';
import { teamMethods } from './team-methods.js';

export function teams() {
  return definePlugin({
    id: 'teams',
    methods: (kernel) => ({
      ...teamMethods(kernel),
      ...memberMethods(kernel),
      ...permissionMethods(kernel),
      ...invitationMethods(kernel),
    }),
  });
}

export type TeamsMethods = ReturnType<ReturnType<typeof teams>['methods']>;
