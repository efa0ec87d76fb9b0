import type { ConformanceCase } from '../../types';
import { customTemplate, listTemplates } from './email-templates';
import { metrics, sendTestEmail } from './metrics-and-test-email';
import { svixToken } from './svix-token';

export const adminCases: ConformanceCase[] = [listTemplates, customTemplate, metrics, sendTestEmail, svixToken];
