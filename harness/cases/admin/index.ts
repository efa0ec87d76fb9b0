import type { ConformanceCase } from '../../types.js';
import { customTemplate, listTemplates } from './email-templates.js';
import { metrics, sendTestEmail } from './metrics-and-test-email.js';
import { svixToken } from './svix-token.js';
import { metricsActivity } from './metrics-activity.js';

export const adminCases: ConformanceCase[] = [listTemplates, customTemplate, metrics, sendTestEmail, svixToken, metricsActivity];
