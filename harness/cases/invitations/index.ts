import type { ConformanceCase } from '../../types.js';
import { acceptWithoutUserBurnsCode, invitationFlow } from './invite-flow.js';
import { invitationCodeNotFound, revokeInvitation, sendCodeRules } from './invite-rules.js';
import { invitationExpires } from './invitation-expiry.js';

export const invitationCases: ConformanceCase[] = [invitationFlow, acceptWithoutUserBurnsCode, sendCodeRules, revokeInvitation, invitationCodeNotFound, invitationExpires];
