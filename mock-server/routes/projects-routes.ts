/**
 * The current project (client/admin views, admin update and delete) and the owner's project list.
 */
import type { Router } from '../http/router.js';
import { created, ok, schemaError, success } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { projectAdminView, projectClientView } from '../core/views.js';
import { applyProjectUpdate, conditionalIssues } from '../core/apply-project-update.js';
import { createProject, deleteProject, managedProjects } from '../core/create-project.js';
import type { Auth } from '../http/authenticate.js';
import { projectCreateSchema, projectUpdateSchema } from './project-schemas.js';

function requireInternalUser(auth: Auth | null) {
  if (!auth?.user) throw knownError('USER_AUTHENTICATION_REQUIRED');
  if (auth.project.id !== 'internal') throw knownError('EXPECTED_INTERNAL_PROJECT');
  return auth.user;
}

export function projectsRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/projects/current',
    handler: ({ auth, host }) => ok(auth!.type === 'admin' ? projectAdminView(host, auth!.project) : projectClientView(auth!.project)),
  });

  r.add({
    method: 'PATCH',
    path: '/projects/current',
    access: ['admin'],
    body: projectUpdateSchema,
    handler: ({ auth, host, body, req }) => {
      const issues = conditionalIssues(body);
      if (issues.length) throw schemaError(req, issues);
      return ok(projectAdminView(host, applyProjectUpdate(host, auth!.project, body)));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/projects/current',
    access: ['admin'],
    handler: ({ auth, host }) => {
      deleteProject(host, auth!.project.id);
      return success();
    },
  });

  r.add({
    method: 'GET',
    path: '/internal/projects',
    handler: ({ auth, host }) => {
      const user = requireInternalUser(auth);
      return ok({ items: managedProjects(host, user.id).map((p) => projectAdminView(host, p)), is_paginated: false });
    },
  });

  r.add({
    method: 'POST',
    path: '/internal/projects',
    body: projectCreateSchema,
    handler: ({ auth, host, body, req }) => {
      const user = requireInternalUser(auth);
      const issues = conditionalIssues(body);
      if (issues.length) throw schemaError(req, issues);
      return created(projectAdminView(host, createProject(host, body, user.id)));
    },
  });
}
