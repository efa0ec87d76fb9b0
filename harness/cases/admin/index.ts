import type { ConformanceCase } from '../../types.js';
import { customTemplate, listTemplates } from './email-templates.js';
import { metrics, sendTestEmail } from './metrics-and-test-email.js';
import { svixToken } from './svix-token.js';

export const adminCases: ConformanceCase[] = [listTemplates, customTemplate, metrics, sendTestEmail, svixToken];
