import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The environment for commands of a fixture app: the outer npm run's `npm_*` settings left out. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, NO_COLOR: '1', ...extra };
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to the end (killed after `timeoutMs`) and collects its output. */
export function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<RunResult> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    // its own process group, so that a timeout also ends what it started (npm's install scripts, compilers)
    const child = spawn(cmd, args, { cwd: opts.cwd, env: cleanEnv(opts.env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, opts.timeoutMs ?? 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - t0 });
    });
  });
}

/** Throws with the command's output unless it exited 0. */
export async function runOk(cmd: string, args: string[], opts: Parameters<typeof run>[2]): Promise<RunResult> {
  const r = await run(cmd, args, opts);
  if (r.code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.code}\n${r.stdout}\n${r.stderr}`);
  return r;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a long-running command and resolves once `url` answers (any HTTP status), within `timeoutMs`. */
export async function start(cmd: string, args: string[], opts: { cwd: string; url: string; env?: Record<string, string>; timeoutMs?: number }): Promise<Started> {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: cleanEnv(opts.env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  child.stderr!.on('data', (d: Buffer) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000).unref())]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd} ${args.join(' ')} exited ${child.exitCode} before answering:\n${out}`);
    try {
      await fetch(opts.url, { signal: AbortSignal.timeout(2000) });
      return { child, output: () => out, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${opts.url} did not answer within ${opts.timeoutMs ?? 60_000} ms:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
