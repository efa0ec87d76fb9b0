/** Every case, grouped by area (explicit lists, no barrels). */
import type { ConformanceCase } from '../types.js';
import { envelopeCases } from './envelope/index.js';
import { tokenCases } from './tokens/index.js';
import { userCases } from './users/index.js';
import { sessionCases } from './sessions/index.js';
import { projectCases } from './projects/index.js';
import { passwordCases } from './password/index.js';
import { otpCases } from './otp/index.js';
import { contactChannelCases } from './contact-channels/index.js';
import { teamCases } from './teams/index.js';
import { permissionCases } from './permissions/index.js';
import { invitationCases } from './invitations/index.js';
import { mfaCases } from './mfa/index.js';
import { oauthCases } from './oauth/index.js';
import { passkeyCases } from './passkey/index.js';
import { adminCases } from './admin/index.js';
import { webhookCases } from './webhooks/index.js';

export const ALL_CASES: readonly ConformanceCase[] = [
  ...envelopeCases, ...tokenCases, ...userCases, ...sessionCases, ...projectCases, ...passwordCases, ...otpCases, ...contactChannelCases,
  ...teamCases, ...permissionCases, ...invitationCases, ...mfaCases, ...oauthCases, ...passkeyCases, ...adminCases,
  ...webhookCases,
];
