/**
 * The users of each project in list order (sign-up time, then first insertion), kept sorted as rows
 * change, so a page of GET /users costs O(log n + page) instead of loading and sorting every user.
 * `query` search runs over one lower-cased text per project (every user's display name and contact channel
 * values, NUL-separated, in list order), so a search is a few `indexOf` calls rather than a call per user;
 * a sign-up (appended at the end) extends that text; other changes rebuild it, from per-user parts, on
 * the next search.
 */
import type { Table } from './db.js';
import type { ContactChannelRow, UserRow } from './entities.js';

interface Entry {
  user: UserRow;
  t: number;
  seq: number;
  /** The user's search terms, lower-cased, each followed by NUL; null until needed or after a change. */
  text: string | null;
}

/** A project's search text: entry i's terms sit in text[starts[i], starts[i + 1]). */
interface Haystack { text: string; starts: number[] }

const before = (a: Entry, b: Entry) => a.t < b.t || (a.t === b.t && a.seq < b.seq);

/** First index whose entry is not before `e` (the entry's own index when present). */
function lowerBound(list: Entry[], e: Entry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid], e)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface ListOptions {
  cursor?: string;
  limit?: number;
  desc?: boolean;
  /** Case-insensitive substring of the display name or a contact channel value, or an exact user id. */
  query?: string;
  /** Only members of this team. */
  memberIds?: readonly string[];
}

const UUID_CHARS = /[^a-zA-Z0-9\-_.]/g;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class UserOrder {
  private readonly byId = new Map<string, Entry>();
  private readonly byProject = new Map<string, Entry[]>();
  private readonly haystacks = new Map<string, Haystack>();
  private nextSeq = 0;
  /**
   * put() is removed(old) then added(new), synchronously. The removal waits here for one step: when the
   * same user comes straight back with the same project and sign-up time (most updates, e.g. a token
   * refresh touching last_active_at), the entry is updated in place, with no splice out and back in.
   */
  private pending: Entry | null = null;

  constructor(users: Table<UserRow>, private readonly channels: Table<ContactChannelRow>) {
    for (const u of users.rows.values()) this.add(u);
    users.observers.add({ added: (u) => this.add(u), removed: (u) => this.remove(u) });
    const stale = (c: ContactChannelRow) => {
      const e = this.byId.get(c.user_id);
      if (e) this.changed(e);
    };
    channels.observers.add({ added: stale, removed: stale });
  }

  private add(user: UserRow): void {
    const p = this.pending;
    if (p && p.user.id === user.id && p.user.project_id === user.project_id && p.t === user.signed_up_at_millis) {
      this.pending = null;
      const renamed = p.user.display_name !== user.display_name;
      p.user = user;
      if (renamed) this.changed(p);
      return;
    }
    this.settle();
    const e: Entry = { user, t: user.signed_up_at_millis, seq: p && p.user.id === user.id ? p.seq : this.nextSeq++, text: null };
    this.byId.set(user.id, e);
    let list = this.byProject.get(user.project_id);
    if (!list) this.byProject.set(user.project_id, (list = []));
    const h = this.haystacks.get(user.project_id);
    if (list.length === 0 || before(list[list.length - 1], e)) {
      list.push(e);
      // A sign-up lands at the end: its terms are appended to the search text.
      if (h) h.starts.push((h.text += this.textOf(e)).length);
    } else {
      list.splice(lowerBound(list, e), 0, e);
      if (h) this.haystacks.delete(user.project_id);
    }
  }

  private remove(user: UserRow): void {
    this.settle();
    const e = this.byId.get(user.id);
    if (e) this.pending = e;
  }

  /** Completes a waiting removal. */
  private settle(): void {
    const e = this.pending;
    if (!e) return;
    this.pending = null;
    if (this.byId.get(e.user.id) === e) this.byId.delete(e.user.id);
    this.haystacks.delete(e.user.project_id);
    const list = this.byProject.get(e.user.project_id);
    if (!list) return;
    const i = lowerBound(list, e);
    if (list[i] === e) list.splice(i, 1);
  }

  /** An entry's terms changed: the last entry's part of the search text is redone, else the text is dropped. */
  private changed(e: Entry): void {
    e.text = null;
    const list = this.byProject.get(e.user.project_id);
    const h = this.haystacks.get(e.user.project_id);
    if (!h || !list) return;
    const n = list.length;
    if (list[n - 1] === e && h.starts.length === n + 1) {
      h.text = h.text.slice(0, h.starts[n - 1]) + this.textOf(e);
      h.starts[n] = h.text.length;
    } else this.haystacks.delete(e.user.project_id);
  }

  private textOf(e: Entry): string {
    if (e.text !== null) return e.text;
    let text = '';
    for (const term of this.termsOf(e.user)) text += `${term}\0`;
    return (e.text = text);
  }

  private termsOf(user: UserRow): string[] {
    const terms = user.display_name !== null ? [user.display_name.toLowerCase()] : [];
    for (const c of this.channels.where('user_id', user.id)) terms.push(c.value.toLowerCase());
    return terms;
  }

  private haystack(projectId: string, list: Entry[]): Haystack {
    let h = this.haystacks.get(projectId);
    if (h && h.starts.length === list.length + 1) return h;
    const starts = new Array<number>(list.length + 1);
    const parts = new Array<string>(list.length);
    let at = 0;
    for (let i = 0; i < list.length; i++) {
      starts[i] = at;
      at += (parts[i] = this.textOf(list[i])).length;
    }
    starts[list.length] = at;
    h = { text: parts.join(''), starts };
    this.haystacks.set(projectId, h);
    return h;
  }

  /** One page in list order, and the id that starts the next page (the cursor is inclusive). */
  page(projectId: string, o: ListOptions): { items: UserRow[]; next: string | null } {
    this.settle();
    const all = this.byProject.get(projectId) ?? [];
    let list = all;
    if (o.memberIds) {
      list = [];
      for (const id of o.memberIds) {
        const e = this.byId.get(id);
        if (e && e.user.project_id === projectId) list.push(e);
      }
      list.sort((a, b) => (before(a, b) ? -1 : 1));
    }
    const n = list.length;
    const desc = o.desc === true;
    // Positions below are physical indexes into `list`; a page walks them up (or down with desc).
    let from = desc ? n - 1 : 0;
    if (o.cursor !== undefined) {
      const c = this.byId.get(o.cursor);
      const i = c ? lowerBound(list, c) : n;
      from = c && list[i] === c ? i : desc ? -1 : n;
    }
    const limit = o.limit ?? Infinity;
    const step = desc ? -1 : 1;
    const inRange = (i: number) => i >= 0 && i < n;
    if (o.query === undefined) {
      const items: UserRow[] = [];
      let i = from;
      for (; inRange(i) && items.length < limit; i += step) items.push(list[i].user);
      return { items, next: inRange(i) ? list[i].user.id : null };
    }
    const next = this.searcher(projectId, list, o.query, desc);
    // A cursor on a user the search does not match starts past the end, as in a filtered list.
    if (o.cursor !== undefined && inRange(from) && next(from) !== from) return { items: [], next: null };
    const items: UserRow[] = [];
    for (let i = next(from); inRange(i); i = next(i + step)) {
      if (items.length === limit) return { items, next: list[i].user.id };
      items.push(list[i].user);
    }
    return { items, next: null };
  }

  /**
   * For a search: the function giving the first matching position at or after i (at or before i with desc),
   * or a position out of range. Matches: a lower-cased term contains the lower-cased query, or the query,
   * stripped to UUID characters, is the user's id.
   */
  private searcher(projectId: string, list: Entry[], q: string, desc: boolean): (i: number) => number {
    const needle = q.toLowerCase();
    const id = q.replace(UUID_CHARS, '');
    const exactId = UUID_RE.test(id) ? id.toLowerCase() : null;
    const n = list.length;
    let idAt = -2; // the position of the user whose id is the query, if any
    if (exactId !== null) {
      // Ids are lower-case UUIDs as issued; any other spelling is found by a scan of this list.
      const e = this.byId.get(exactId) ?? list.find((x) => x.user.id.toLowerCase() === exactId);
      const i = e ? lowerBound(list, e) : n;
      if (e && list[i] === e) idAt = i;
    }
    let termAt: (i: number) => number;
    if (needle.includes('\0') || list !== this.byProject.get(projectId)) {
      // Team lists (short) and NUL in the query: term by term.
      const hit = (i: number) => this.termsOf(list[i].user).some((t) => t.includes(needle));
      termAt = desc
        ? (i) => { while (i >= 0 && !hit(i)) i--; return i; }
        : (i) => { while (i < n && !hit(i)) i++; return i; };
    } else {
      const { text, starts } = this.haystack(projectId, list);
      // The entry holding text offset `at`: the last i with starts[i] <= at.
      const entryAt = (at: number) => {
        let lo = 0;
        let hi = n;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (starts[mid + 1] <= at) lo = mid + 1;
          else hi = mid;
        }
        return lo;
      };
      termAt = desc
        ? (i) => {
          if (i < 0 || starts[i + 1] === 0) return -1;
          const at = text.lastIndexOf(needle, starts[i + 1] - 1);
          return at < 0 ? -1 : entryAt(at);
        }
        : (i) => {
          if (i >= n) return n;
          const at = text.indexOf(needle, starts[i]);
          return at < 0 ? n : entryAt(at);
        };
    }
    if (idAt < 0) return termAt;
    return desc
      ? (i) => { const t = termAt(i); return idAt <= i && idAt > t ? idAt : t; }
      : (i) => { const t = termAt(i); return idAt >= i && idAt < t ? idAt : t; };
  }
}

const orders = new WeakMap<Table<UserRow>, UserOrder>();

/** The order for this users table, built on first use and kept in sync from then on. */
export function userOrder(users: Table<UserRow>, channels: Table<ContactChannelRow>): UserOrder {
  let o = orders.get(users);
  if (!o) orders.set(users, (o = new UserOrder(users, channels)));
  return o;
}
