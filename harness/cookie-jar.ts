/** A browser's cookie jar in its simplest form: one jar for every host (cookies ignore ports, as in browsers). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The `cookie` request header: every cookie kept, or '' when there is none. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Keeps the cookies a response sets; one set already expired (Max-Age=0 or a 1970 date) is dropped. */
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(i + 1).trim());
    }
  }
}
