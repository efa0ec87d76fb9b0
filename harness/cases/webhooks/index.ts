import type { ConformanceCase } from '../../types.js';
import { webhookEvents } from './events.js';
import { svixTokenScope } from './token-scope.js';

export const webhookCases: ConformanceCase[] = [webhookEvents, svixTokenScope];
