import type { ConformanceCase } from '../../types.js';
import { definitionCrud, listDefinitions } from './definitions.js';
import { clientOtherUserPermissions, grantAndRevoke, recursivePermissions } from './grants.js';

export const permissionCases: ConformanceCase[] = [listDefinitions, definitionCrud, grantAndRevoke, recursivePermissions, clientOtherUserPermissions];
