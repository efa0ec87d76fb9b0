/** Read shapes of team member profiles, invitations and permissions (key order included). */
import { userView, type View } from '../../../mock-server/core/views.js';
import type { Host } from '../../../mock-server/host.js';
import type { CodeRow, MembershipRow, PermissionDefinitionRow } from '../../../mock-server/store/entities.js';
import { comparePermissionIds, SYSTEM_PERMISSIONS } from './resolve-permissions.js';

export function memberProfileView(host: Host, m: MembershipRow, view: View) {
  const user = host.users.get(m.user_id);
  const base = {
    team_id: m.team_id,
    user_id: m.user_id,
    display_name: m.display_name ?? user?.display_name ?? null,
    profile_image_url: m.profile_image_url ?? user?.profile_image_url ?? null,
  };
  return view === 'client' || !user ? base : { ...base, user: userView(host, user, 'server') };
}

export interface DefinitionView {
  id: string;
  description?: string;
  contained_permission_ids: string[];
}

export function definitionView(d: Pick<PermissionDefinitionRow, 'permission_id' | 'description' | 'contained_permission_ids'>): DefinitionView {
  const out: DefinitionView = { id: d.permission_id, contained_permission_ids: [...d.contained_permission_ids].sort(comparePermissionIds) };
  if (!d.description) return out;
  return { id: out.id, description: d.description, contained_permission_ids: out.contained_permission_ids };
}

export const systemDefinitionViews = (): DefinitionView[] =>
  Object.entries(SYSTEM_PERMISSIONS).map(([id, description]) => ({ id, description, contained_permission_ids: [] }));

export function invitationView(code: CodeRow) {
  return {
    id: code.id,
    team_id: code.data.team_id as string,
    expires_at_millis: code.expires_at_millis,
    recipient_email: code.method.email as string,
  };
}
