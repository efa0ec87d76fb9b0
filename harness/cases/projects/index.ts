import type { ConformanceCase } from '../../types';
import { createProjectWithConfig, newProjectDefaults, projectAdminView, projectClientView } from './project-views';
import { patchProject } from './patch-project';
import { adminAccessTokenErrors, deleteProjectCase, internalProjectsErrors, listInternalProjects } from './internal-projects';
import { apiKeyLifecycle } from './api-keys';
import { adminTokenOfDeletedUser, projectConfigValidation } from './project-validation';

export const projectCases: ConformanceCase[] = [
  projectClientView, projectAdminView, createProjectWithConfig, newProjectDefaults, patchProject, listInternalProjects, internalProjectsErrors, adminAccessTokenErrors,
  deleteProjectCase, apiKeyLifecycle, projectConfigValidation, adminTokenOfDeletedUser,
];
