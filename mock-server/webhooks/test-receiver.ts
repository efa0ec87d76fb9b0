/**
 * Test helper: a webhook receiver on 127.0.0.1:0 that records every delivery (raw body and headers) and
 * answers with what `reply` says (default 204); `hold()` makes it keep requests unanswered.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Status for the next deliveries (a function sees the delivery count so far). */
  reply: number | ((n: number) => number);
  /** Leave requests unanswered until release(). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startReceiver(path = '/webhook'): Promise<Receiver> {
  const held: ServerResponse[] = [];
  let holding = false;
  const r: Receiver = {
    url: '',
    deliveries: [],
    reply: 204,
    hold: () => void (holding = true),
    release() {
      holding = false;
      for (const res of held.splice(0)) res.writeHead(204).end();
    },
    close: () => new Promise<void>((resolve) => {
      r.release();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.deliveries.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (holding) return void held.push(res);
      const status = typeof r.reply === 'function' ? r.reply(r.deliveries.length) : r.reply;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 204 ? undefined : `answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return r;
}
