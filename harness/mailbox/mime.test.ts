import { describe, expect, it } from 'vitest';
import { decodeWords, parseMail } from './mime.js';

describe('parseMail', () => {
  it('reads base64 and quoted-printable parts of multipart/alternative', () => {
    const raw = [
      'From: =?UTF-8?B?w5xiZXI=?= <a@example.com>',
      'To: b@example.com, c@example.com',
      'Subject: =?UTF-8?Q?Caf=C3=A9_time?=',
      'Content-Type: multipart/alternative; boundary="XYZ"',
      '',
      '--XYZ',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'caf=C3=A9 soft=',
      'break',
      '--XYZ',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<b>hi</b>').toString('base64'),
      '--XYZ--',
      '',
    ].join('\r\n');
    const m = parseMail(raw);
    expect(m.subject).toBe('Café time');
    expect(m.from).toBe('Über <a@example.com>');
    expect(m.to).toEqual(['b@example.com', 'c@example.com']);
    expect(m.text).toBe('café softbreak\n');
    expect(m.html).toBe('<b>hi</b>');
  });

  it('reads a single-part plain mail and folded headers', () => {
    const m = parseMail('Subject: a\r\n b\r\n\r\nbody');
    expect(m.subject).toBe('a b');
    expect(m.text).toBe('body');
    expect(decodeWords('=?utf-8?q?x_y?= =?utf-8?q?z?=')).toBe('x yz');
  });
});
