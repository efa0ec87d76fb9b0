import type { ConformanceCase } from '../../types.js';
import { createProjectWithConfig, newProjectDefaults, projectAdminView, projectClientView } from './project-views.js';
import { patchProject } from './patch-project.js';
import { adminAccessTokenErrors, deleteProjectCase, internalProjectsErrors, listInternalProjects } from './internal-projects.js';
import { apiKeyLifecycle } from './api-keys.js';
import { adminTokenOfDeletedUser, projectConfigValidation } from './project-validation.js';
import { yupProjectTexts } from './yup-texts.js';

export const projectCases: ConformanceCase[] = [
  projectClientView, projectAdminView, createProjectWithConfig, newProjectDefaults, patchProject, listInternalProjects, internalProjectsErrors, adminAccessTokenErrors,
  deleteProjectCase, apiKeyLifecycle, projectConfigValidation, adminTokenOfDeletedUser, yupProjectTexts,
];
