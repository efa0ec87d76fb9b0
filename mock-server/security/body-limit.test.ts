import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createMockServer } from '../create-mock-server.js';
import { MAX_BODY_BYTES } from './body-limit.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/body-limit-host.ts', import.meta.url));
const MB = 1024 * 1024;

let child: ChildProcessWithoutNullStreams;
let port: number;
let lines: string[] = [];
const nextLine = () => new Promise<string>((resolve, reject) => {
  const check = () => {
    const l = lines.shift();
    if (l !== undefined) return resolve(l);
    setTimeout(check, 20);
  };
  child.once('exit', (c) => reject(new Error(`host exited ${c}`)));
  check();
});

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { stdio: ['pipe', 'pipe', 'pipe'] });
  let buf = '';
  child.stdout.on('data', (d: Buffer) => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    lines.push(...parts);
  });
  port = Number((await nextLine()).replace('port ', ''));
}, 60_000);
afterAll(() => {
  child.stdin.end();
  child.kill();
});

/** Streams up to `totalMb` MiB of chunked JSON-ish bytes; stops as soon as the host answers or drops the socket. */
function upload(path: string, totalMb: number): Promise<{ status: number | null; body: string; sentMb: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | null, body: string) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, body, sentMb: Math.round(sent / MB) });
    };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => finish(res.statusCode ?? null, body));
      res.on('error', () => finish(res.statusCode ?? null, body));
    });
    req.on('error', () => finish(null, ''));
    const chunk = Buffer.alloc(MB, 0x20);
    const pump = () => {
      while (!done && sent < totalMb * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

describe('streaming body limit (item 5)', () => {
  it('cuts a 300 MB chunked body at the limit; the host stays under 200 MB RSS', async () => {
    const api = await upload('/api/v1/users', 300);
    const dev = await upload('/__dev/users', 300);
    child.stdin.write('report\n');
    const { maxRssBytes } = JSON.parse(await nextLine()) as { maxRssBytes: number };
    console.log(`300 MB uploads: /api answered ${api.status} after ${api.sentMb} MB sent, /__dev answered ${dev.status} after ${dev.sentMb} MB; host peak RSS ${(maxRssBytes / MB).toFixed(0)} MB`);
    expect([api.status, api.body]).toEqual([413, 'Request body too large']);
    expect([dev.status, dev.body]).toEqual([413, 'Request body too large']);
    expect(api.sentMb).toBeLessThan(300);
    expect(dev.sentMb).toBeLessThan(300);
    expect(maxRssBytes).toBeLessThan(200 * MB);
  }, 120_000);

  it('refuses a declared Content-Length over the limit on any path before reading it', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } });
    for (const path of ['/api/v1/users', '/__dev/users', '/__dev/oauth-provider/authorize', '/mailbox/api/v1/mailbox/x']) {
      const res = await app.request(`http://localhost:8102${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) }, body: '{}' });
      expect([path, res.status]).toEqual([path, 413]);
    }
  });
});
