import type { ConformanceCase } from '../../types';
import { definitionCrud, listDefinitions } from './definitions';
import { clientOtherUserPermissions, grantAndRevoke, recursivePermissions } from './grants';

export const permissionCases: ConformanceCase[] = [listDefinitions, definitionCrud, grantAndRevoke, recursivePermissions, clientOtherUserPermissions];
