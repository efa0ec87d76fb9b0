#!/usr/bin/env node
/** The `tinyauth-host` command of the host package: starts the local API host (see cli.ts for the flags). */
import { main } from './cli.js';

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
