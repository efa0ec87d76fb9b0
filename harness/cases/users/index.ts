import type { ConformanceCase } from '../../types';
import { usersMeClientView, usersMeServerView, usersMeWithoutUser } from './users-me';
import { deleteMeClient, patchMeClient, patchMeClientRules } from './users-me-update';
import { createEmptyUser, createFullUser, createUserErrors } from './create-user';
import { deleteUser, getUser, patchPasswordRevokes, patchUser } from './user-by-id';
import { listUsersDesc, listUsersPagination, listUsersQuery } from './list-users';
import { createUserProjectFlags, totpSecretFlag } from './users-flags';

export const userCases: ConformanceCase[] = [
  usersMeClientView, usersMeServerView, usersMeWithoutUser, patchMeClient, patchMeClientRules, deleteMeClient, createEmptyUser,
  createFullUser, createUserErrors, getUser, patchUser, patchPasswordRevokes, deleteUser, listUsersPagination, listUsersDesc,
  listUsersQuery, totpSecretFlag, createUserProjectFlags,
];
