/** Team permission definition (teams and admin plugins): wire ↔ entity, and the create/update input → wire. */
import { fromWire, toWire } from './entity-fields.js';

/** A team permission that can be granted; it may contain other permissions. */
export interface PermissionDefinition {
  id: string;
  description: string | null;
  /** Ids of the permissions it contains, sorted. */
  containedPermissionIds: string[];
}

/** Create/update fields; on update `id` renames and `containedPermissionIds` replaces the set. */
export interface PermissionDefinitionInput {
  id?: string;
  description?: string;
  containedPermissionIds?: string[];
}

export interface PermissionDefinitionWire {
  id: string;
  description?: string;
  contained_permission_ids: string[];
}

const FIELDS = 'id description containedPermissionIds';

export const toPermissionDefinition = (w: PermissionDefinitionWire) => fromWire<PermissionDefinition>(FIELDS, w);

export const permissionDefinitionInputToWire = (input: PermissionDefinitionInput) => toWire(FIELDS, input);
