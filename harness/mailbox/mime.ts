/** A small MIME reader: enough for nodemailer-style messages (headers, multipart, QP, base64). */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

function splitHead(raw: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  return m ? [raw.slice(0, m.index), raw.slice(m.index + m[0].length)] : [raw, ''];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function qpBytes(s: string, underscoreIsSpace: boolean): Uint8Array {
  const src = underscoreIsSpace ? s.replace(/_/g, ' ') : s.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      out.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...new TextEncoder().encode(src[i]));
  }
  return new Uint8Array(out);
}

/** RFC 2047 encoded words in headers. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, charset: string, enc: string, data: string) =>
      decodeBytes(enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data, true), charset),
    );
}

function param(header: string, name: string): string {
  const m = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return m ? (m[1] ?? m[2]) : '';
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const enc = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const charset = param(headers.get('content-type') ?? '', 'charset');
  if (enc === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (enc === 'quoted-printable') return decodeBytes(qpBytes(body, false), charset);
  return body;
}

function walk(raw: string, into: { text: string; html: string }): Map<string, string> {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const ct = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (ct.startsWith('multipart/')) {
    const boundary = param(headers.get('content-type') ?? '', 'boundary');
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\r?\n/, ''), into);
    }
  } else if (ct.startsWith('text/html')) into.html ||= decodeBody(body, headers);
  else if (ct.startsWith('text/')) into.text ||= decodeBody(body, headers);
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const into = { text: '', html: '' };
  const headers = walk(raw, into);
  const to = decodeWords(headers.get('to') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to,
    text: into.text.replace(/\r\n/g, '\n'),
    html: into.html.replace(/\r\n/g, '\n'),
  };
}
