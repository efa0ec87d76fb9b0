import type { ConformanceCase } from '../../types.js';
import { createChannel, listOwnChannels, usedForAuthConflict } from './list-and-create.js';
import { otherUsersChannels, updateChannel } from './update-and-delete.js';
import { legacySendVerification, sendVerificationErrors, verifyChannel, verifyCodeNotFound } from './verification.js';

export const contactChannelCases: ConformanceCase[] = [
  listOwnChannels, createChannel, usedForAuthConflict, updateChannel, otherUsersChannels, verifyChannel, sendVerificationErrors,
  legacySendVerification, verifyCodeNotFound,
];
