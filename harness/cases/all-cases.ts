/** Every case, grouped by area (explicit lists, no barrels). */
import type { ConformanceCase } from '../types';
import { envelopeCases } from './envelope';
import { tokenCases } from './tokens';
import { userCases } from './users';
import { sessionCases } from './sessions';
import { projectCases } from './projects';
import { passwordCases } from './password';
import { otpCases } from './otp';
import { contactChannelCases } from './contact-channels';
import { teamCases } from './teams';
import { permissionCases } from './permissions';
import { invitationCases } from './invitations';
import { mfaCases } from './mfa';
import { oauthCases } from './oauth';
import { passkeyCases } from './passkey';
import { adminCases } from './admin';

export const ALL_CASES: readonly ConformanceCase[] = [
  ...envelopeCases, ...tokenCases, ...userCases, ...sessionCases, ...projectCases, ...passwordCases, ...otpCases, ...contactChannelCases,
  ...teamCases, ...permissionCases, ...invitationCases, ...mfaCases, ...oauthCases, ...passkeyCases, ...adminCases,
];
