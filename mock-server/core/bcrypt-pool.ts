/**
 * bcrypt checks off the main thread. bcryptjs is plain JavaScript: one check of a cost-16 hash (the
 * hosted API's maximum) takes seconds of CPU, and on the main thread it would stall every other request.
 * Checks run in a small pool of worker threads, at most `BCRYPT_THREADS` at once (one core is left to the
 * main thread, and on Linux the workers run at the lowest priority); the rest wait in line. Workers start on the
 * first check and do not keep the process alive while idle.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Checks that run at once: one per core but one, at least one, at most four. */
export const BCRYPT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

// Runs as a script or as a module (an eval worker takes the parent's --input-type), so it loads everything
// with import(). On Linux the nice value is per thread, so the worker takes the lowest priority (nice 19):
// requests that need no hash go first. Messages posted before the listener is attached wait in the port.
const WORKER_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  if (process.platform === 'linux') try { (await import('node:os')).setPriority(19); } catch {}
  const mod = await import(workerData);
  const bcrypt = mod.default ?? mod;
  parentPort.on('message', (m) => {
    let ok = false;
    try { ok = bcrypt.compareSync(m.password, m.hash); } catch {}
    parentPort.postMessage(ok);
  });
})();`;

interface Job {
  password: string;
  hash: string;
  resolve: (ok: boolean) => void;
}

let bcryptUrl: string | undefined;
const queue: Job[] = [];
const workers = new Set<Worker>();
const idle: Worker[] = [];
const running = new Map<Worker, Job>();

function start(): Worker {
  bcryptUrl ??= pathToFileURL(createRequire(import.meta.url).resolve('bcryptjs')).href;
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: bcryptUrl });
  w.unref();
  w.on('message', (ok: unknown) => {
    const job = running.get(w);
    running.delete(w);
    w.unref();
    idle.push(w);
    job?.resolve(ok === true);
    pump();
  });
  w.on('error', () => undefined); // followed by 'exit'
  w.on('exit', () => {
    workers.delete(w);
    const at = idle.indexOf(w);
    if (at >= 0) idle.splice(at, 1);
    const job = running.get(w);
    running.delete(w);
    job?.resolve(false);
    pump();
  });
  workers.add(w);
  return w;
}

function pump(): void {
  while (queue.length) {
    const w = idle.pop() ?? (workers.size < BCRYPT_THREADS ? start() : undefined);
    if (!w) return;
    const job = queue.shift()!;
    running.set(w, job);
    w.ref();
    w.postMessage({ password: job.password, hash: job.hash });
  }
}

/** True when `password` matches the bcrypt `hash`; false on any failure. Runs on a worker thread. */
export function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return new Promise((resolve) => {
    queue.push({ password, hash, resolve });
    pump();
  });
}
