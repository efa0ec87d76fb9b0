/**
 * The harness's own webhook receiver (a loopback HTTP server on 127.0.0.1, port 0) and Svix's signature
 * check, done here with node:crypto: `v1,` + base64 HMAC-SHA256 of `{svix-id}.{svix-timestamp}.{body}`
 * keyed with the bytes of the endpoint's `whsec_` secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` deliveries arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/conformance-webhook`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = until - Date.now();
        if (left <= 0) throw new Error(`expected ${count} webhook deliveries within ${timeoutMs} ms, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** True when the delivery's `svix-signature` holds a valid `v1` signature for `secret`. */
export function svixSignatureValid(secret: string, d: ReceivedWebhook): boolean {
  const id = String(d.headers['svix-id'] ?? '');
  const ts = String(d.headers['svix-timestamp'] ?? '');
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${d.body}`).digest();
  return String(d.headers['svix-signature'] ?? '').split(' ').some((part) => {
    const [version, sig] = part.split(',', 2);
    const got = Buffer.from(sig ?? '', 'base64');
    return version === 'v1' && got.length === expected.length && timingSafeEqual(got, expected);
  });
}

/** Whether a Svix-compatible API answers its health check at `base`. */
export async function probeSvix(base: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`${base}/api/v1/health`);
    await res.arrayBuffer().catch(() => undefined);
    return res.status === 204 || res.status === 200;
  } catch {
    return false;
  }
}
