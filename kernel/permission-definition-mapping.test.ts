import { describe, expect, it } from 'vitest';
import { permissionDefinitionInputToWire, toPermissionDefinition } from './permission-definition-mapping.js';

describe('permission definition mapping', () => {
  it('wire → entity; an omitted description is null', () => {
    expect(toPermissionDefinition({ id: 'admin', contained_permission_ids: ['$read_members'] })).toEqual({
      id: 'admin',
      description: null,
      containedPermissionIds: ['$read_members'],
    });
  });

  it('input → wire', () => {
    expect(permissionDefinitionInputToWire({ id: 'ops', description: 'Ops', containedPermissionIds: [] })).toEqual({
      id: 'ops',
      description: 'Ops',
      contained_permission_ids: [],
    });
  });
});
