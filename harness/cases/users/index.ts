import type { ConformanceCase } from '../../types.js';
import { usersMeClientView, usersMeServerView, usersMeWithoutUser } from './users-me.js';
import { deleteMeClient, patchMeClient, patchMeClientRules } from './users-me-update.js';
import { createEmptyUser, createFullUser, createUserErrors } from './create-user.js';
import { deleteUser, getUser, patchPasswordRevokes, patchUser } from './user-by-id.js';
import { listUsersDesc, listUsersPagination, listUsersQuery } from './list-users.js';
import { createUserProjectFlags, totpSecretFlag } from './users-flags.js';

export const userCases: ConformanceCase[] = [
  usersMeClientView, usersMeServerView, usersMeWithoutUser, patchMeClient, patchMeClientRules, deleteMeClient, createEmptyUser,
  createFullUser, createUserErrors, getUser, patchUser, patchPasswordRevokes, deleteUser, listUsersPagination, listUsersDesc,
  listUsersQuery, totpSecretFlag, createUserProjectFlags,
];
