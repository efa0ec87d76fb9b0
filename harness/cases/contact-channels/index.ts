import type { ConformanceCase } from '../../types';
import { createChannel, listOwnChannels, usedForAuthConflict } from './list-and-create';
import { otherUsersChannels, updateChannel } from './update-and-delete';
import { legacySendVerification, sendVerificationErrors, verifyChannel, verifyCodeNotFound } from './verification';

export const contactChannelCases: ConformanceCase[] = [
  listOwnChannels, createChannel, usedForAuthConflict, updateChannel, otherUsersChannels, verifyChannel, sendVerificationErrors,
  legacySendVerification, verifyCodeNotFound,
];
