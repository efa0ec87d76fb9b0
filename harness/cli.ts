#!/usr/bin/env node
/**
 * The `tinyauth-conformance` command (`npm run conformance -- --base-url URL [...]` in this repository):
 * runs the suite against any host and prints the report.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runConformance, DEFAULT_BASE_URL } from './run-conformance.js';
import { formatReport, summaryLine, toJUnit } from './report.js';
import type { ConformanceOptions } from './types.js';
import { ALL_CASES } from './cases/all-cases.js';
import { probeHost } from './probe-host.js';

const USAGE = `Usage: tinyauth-conformance [options]        (in this repository: npm run conformance -- [options])

Runs the conformance suite against an API host and prints a report. Exit code: 0 when nothing failed,
1 when a case failed, 2 when the suite could not run (bad flags, or no host answers at --base-url).

  --base-url URL                  the host's origin, without /api/v1 (default ${DEFAULT_BASE_URL})
  --project-id ID                 the project to sign up on (default internal)
  --publishable-client-key KEY    keys of that project (default: the local host's development keys)
  --secret-server-key KEY
  --super-secret-admin-key KEY
  --mailbox-url URL               an Inbucket-compatible mailbox API that receives the host's e-mails
  --smtp-port PORT                or: the harness listens for the host's e-mails on this SMTP port
  --only a,b                      run only these areas (see --list)
  --skip a,b                      skip these areas
  --json FILE                     also write the report as JSON
  --junit FILE                    also write the report as JUnit XML
  --concurrency N                 cases run at once
  --dev-clock                     use the host's /__dev clock for expiry cases (moves the host's clock ~7 days for everyone on it)
  --list                          list the cases and exit
  -h, --help                      this help`;

const parse = (args: string[]) =>
  parseArgs({
    args,
    options: {
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
      'project-id': { type: 'string' },
      'publishable-client-key': { type: 'string' },
      'secret-server-key': { type: 'string' },
      'super-secret-admin-key': { type: 'string' },
      'mailbox-url': { type: 'string' },
      'smtp-port': { type: 'string' },
      only: { type: 'string' },
      skip: { type: 'string' },
      json: { type: 'string' },
      junit: { type: 'string' },
      concurrency: { type: 'string' },
      'dev-clock': { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parse(argv);
  } catch (e) {
    // an unknown flag or a missing value: say which, then the usage
    console.error(`tinyauth-conformance: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.list) {
    for (const c of ALL_CASES) console.log(`${c.area}/${c.name}${c.needs?.length ? ` [needs ${c.needs.join(', ')}]` : ''}  ${c.endpoints.join(', ')}`);
    return 0;
  }
  if (values['mailbox-url'] && values['smtp-port']) {
    console.error('Use either --mailbox-url or --smtp-port, not both.');
    return 2;
  }
  const unreachable = await probeHost(values['base-url']);
  if (unreachable) {
    console.error(`tinyauth-conformance: ${unreachable}`);
    return 2;
  }
  const list = (s?: string) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined);
  const tty = process.stderr.isTTY;
  const options: ConformanceOptions = {
    baseUrl: values['base-url'],
    projectId: values['project-id'],
    publishableClientKey: values['publishable-client-key'],
    secretServerKey: values['secret-server-key'],
    superSecretAdminKey: values['super-secret-admin-key'],
    mailbox: values['mailbox-url']
      ? { type: 'inbucket', url: values['mailbox-url'] }
      : values['smtp-port']
        ? { type: 'smtp', port: Number(values['smtp-port']) }
        : undefined,
    only: list(values.only),
    skip: list(values.skip),
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
    useDevClock: values['dev-clock'],
    onProgress: ({ done, total, current }) => {
      const line = `[${done}/${total}] ${current ? `${current.status.padEnd(4)} ${current.area}/${current.name}` : ''}`;
      if (tty) process.stderr.write(`\r\x1b[K${line.slice(0, (process.stderr.columns || 100) - 1)}`);
      else if (current?.status === 'fail') process.stderr.write(`${line}\n`);
    },
  };
  const report = await runConformance(options);
  if (tty) process.stderr.write('\r\x1b[K');
  if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
  if (values.junit) writeFileSync(values.junit, toJUnit(report));
  const text = formatReport(report);
  console.log(text.endsWith(summaryLine(report)) ? text : `${text}\n${summaryLine(report)}`);
  return report.failed === 0 ? 0 : 1;
}

// `npm run conformance -- --list | head` closes the pipe early: not an error
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 2;
  },
);
