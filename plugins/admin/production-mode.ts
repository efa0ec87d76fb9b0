/**
 * The production-mode check of a project (admin view): what must change before production.
 * Pure; every message links to the project's domain settings.
 */
import { isLocalhost } from '../../kernel/index.js';
import type { ProductionModeError } from './contract.js';

/** The project fields the check reads (an AdminProject fits). */
export interface ProductionModeInput {
  id: string;
  config: { allowLocalhost: boolean; domains: readonly { domain: string }[] };
}

export function checkProductionMode(project: ProductionModeInput): ProductionModeError[] {
  const relativeFixUrl = `/projects/${project.id}/domains`;
  const errors: ProductionModeError[] = [];
  const add = (message: string) => errors.push({ message, relativeFixUrl });
  if (project.config.allowLocalhost) add("Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings");
  for (const { domain } of project.config.domains) {
    let url: URL;
    try {
      url = new URL(domain);
    } catch {
      add(`Trusted domain is not a valid URL: ${domain}`);
      continue;
    }
    if (isLocalhost(url.hostname)) add(`Localhost domains are not allowed to be trusted in production mode: ${domain}`);
    else if (/^\d+(\.\d+)*$/.test(url.hostname)) add(`Direct IPs are not valid for trusted domains in production mode: ${domain}`);
    else if (url.protocol !== 'https:') add(`Trusted domains should be HTTPS: ${domain}`);
  }
  return errors;
}
