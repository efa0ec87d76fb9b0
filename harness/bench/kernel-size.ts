/**
 * `tsx harness/bench/kernel-size.ts`: minified + gzipped size of `createClient`
 * alone (entry imports only createClient + memoryTokenStore). Budget ≤ 5 KB gzip.
 */
import { pathToFileURL } from 'node:url';
import { measureSize } from './measure-size.js';

export const KERNEL_ENTRY = `
import { createClient, memoryTokenStore } from './kernel/index';
export const client = createClient({ projectId: 'p', tokenStore: memoryTokenStore() });
`;

export const KERNEL_BUDGET_GZIP = 5 * 1024;

export function kernelSize(): Promise<{ min: number; gzip: number }> {
  return measureSize(KERNEL_ENTRY);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { min, gzip } = await kernelSize();
  console.log(`kernel createClient: ${min} bytes min, ${gzip} bytes gzip`);
  if (gzip > KERNEL_BUDGET_GZIP) {
    console.error(`over budget: ${gzip} > ${KERNEL_BUDGET_GZIP} bytes gzip`);
    process.exitCode = 1;
  }
}
