/**
 * One webhook try: a POST over node:http(s) (not fetch, which refuses some ports a developer may use),
 * no redirects followed, bounded by a timeout that covers connecting, sending and reading the answer.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface PostResult {
  /** 0 when no HTTP answer came. */
  status: number;
  /** The answer's first `cap` bytes as text, or what went wrong. */
  text: string;
}

export function postJson(url: string, headers: Record<string, string>, body: string, timeoutMs: number, cap: number): Promise<PostResult> {
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return resolve({ status: 0, text: 'invalid URL' });
    }
    const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
    let done = false;
    const finish = (r: PostResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = send(u, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < cap) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => finish({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, cap) }));
      res.on('error', (e) => finish({ status: res.statusCode ?? 0, text: e.message }));
    });
    const timer = setTimeout(() => {
      finish({ status: 0, text: `timed out after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) => finish({ status: 0, text: e.code ?? e.message }));
    req.end(body);
  });
}
