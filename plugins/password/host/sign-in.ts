/**
 * SERVER-ONLY: password checks of the password host routes. The sign-in gate (MFA, then a session)
 * lives in mock-server/core/sign-in.ts.
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import type { ProjectRow } from '../../../mock-server/store/entities.js';
import { checkPassword } from '../policy.js';

export function assertCredentialEnabled(project: ProjectRow): void {
  if (!project.config.credential_enabled) throw knownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
}

/** PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG with the wire details. */
export function assertPolicy(password: string): void {
  const problem = checkPassword(password);
  if (problem) throw knownError(problem.code, problem.details);
}
