import type { ConformanceCase } from '../../types';
import { acceptWithoutUserBurnsCode, invitationFlow } from './invite-flow';
import { invitationCodeNotFound, revokeInvitation, sendCodeRules } from './invite-rules';
import { invitationExpires } from './invitation-expiry';

export const invitationCases: ConformanceCase[] = [invitationFlow, acceptWithoutUserBurnsCode, sendCodeRules, revokeInvitation, invitationCodeNotFound, invitationExpires];
