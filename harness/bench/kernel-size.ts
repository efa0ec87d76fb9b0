/** `tsx harness/bench/kernel-size.ts`: size of createClient alone (budget ≤ 5 KB gzip). */
import { measureSize } from './measure-size';

export const KERNEL_ENTRY = `
import { createClient, memoryTokenStore } from './kernel/index';
export const client = createClient({ projectId: 'p', tokenStore: memoryTokenStore() });
`;

export const KERNEL_BUDGET_GZIP = 5 * 1024;

const { min, gzip } = await measureSize(KERNEL_ENTRY);
console.log(`kernel createClient: ${min} bytes min, ${gzip} bytes gzip`);
if (gzip > KERNEL_BUDGET_GZIP) {
  console.error(`over budget: ${gzip} > ${KERNEL_BUDGET_GZIP} bytes gzip`);
  process.exitCode = 1;
}
