#!/usr/bin/env node
/// <reference types="node" />
/** The `tinyauth` bin of @tinyauth/sdk: `npx @tinyauth/sdk init [options]`. */
import { createInterface } from 'node:readline/promises';
import { runInit } from './run-init.js';

const [command, ...rest] = process.argv.slice(2);
if (command !== 'init') {
  console.error(`Usage: npx @tinyauth/sdk init [options]   (init --help for the options)${command && command !== '--help' && command !== '-h' ? `\nUnknown command: ${command}` : ''}`);
  process.exitCode = command === '--help' || command === '-h' ? 0 : 2;
} else {
  const rl = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  runInit(rest, {
    cwd: process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    ask: rl ? (q) => rl.question(q) : null,
  }).then(
    (code) => {
      rl?.close();
      process.exitCode = code;
    },
    (e: unknown) => {
      rl?.close();
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    },
  );
}
