/**
 * The users of each project in list order (sign-up time, then first insertion), kept sorted as rows
 * change, so a page of GET /users costs O(log n + page) instead of loading and sorting every user.
 * `query` search scans that order with each user's lower-cased terms (display name, contact channel
 * values) cached, and stops once the page is full.
 */
import type { Table } from './db.js';
import type { ContactChannelRow, UserRow } from './entities.js';

interface Entry {
  user: UserRow;
  t: number;
  seq: number;
  /** Lower-cased display name and channel values; null until a search needs them (or after a change). */
  terms: string[] | null;
}

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
      if (e) e.terms = null;
    };
    channels.observers.add({ added: stale, removed: stale });
  }

  private add(user: UserRow): void {
    const p = this.pending;
    if (p && p.user.id === user.id && p.user.project_id === user.project_id && p.t === user.signed_up_at_millis) {
      this.pending = null;
      if (p.user.display_name !== user.display_name) p.terms = null;
      p.user = user;
      return;
    }
    this.settle();
    const e: Entry = { user, t: user.signed_up_at_millis, seq: p && p.user.id === user.id ? p.seq : this.nextSeq++, terms: null };
    this.byId.set(user.id, e);
    let list = this.byProject.get(user.project_id);
    if (!list) this.byProject.set(user.project_id, (list = []));
    if (list.length === 0 || before(list[list.length - 1], e)) list.push(e);
    else list.splice(lowerBound(list, e), 0, e);
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
    const list = this.byProject.get(e.user.project_id);
    if (!list) return;
    const i = lowerBound(list, e);
    if (list[i] === e) list.splice(i, 1);
  }

  private termsOf(e: Entry): string[] {
    if (e.terms) return e.terms;
    const terms = e.user.display_name !== null ? [e.user.display_name.toLowerCase()] : [];
    for (const c of this.channels.where('user_id', e.user.id)) terms.push(c.value.toLowerCase());
    return (e.terms = terms);
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
    const at = (i: number) => list[o.desc ? n - 1 - i : i];
    let start = 0;
    if (o.cursor !== undefined) {
      const c = this.byId.get(o.cursor);
      const i = c ? lowerBound(list, c) : n;
      start = c && list[i] === c ? (o.desc ? n - 1 - i : i) : n;
    }
    const limit = o.limit ?? Infinity;
    const matches = o.query === undefined ? null : this.matcher(o.query);
    if (!matches) {
      const end = Math.min(n, start + limit);
      const items: UserRow[] = [];
      for (let i = start; i < end; i++) items.push(at(i).user);
      return { items, next: end < n ? at(end).user.id : null };
    }
    // A cursor on a user the search does not match starts past the end, as in a filtered list.
    if (o.cursor !== undefined && start < n && !matches(at(start))) return { items: [], next: null };
    const items: UserRow[] = [];
    for (let i = start; i < n; i++) {
      const e = at(i);
      if (!matches(e)) continue;
      if (items.length === limit) return { items, next: e.user.id };
      items.push(e.user);
    }
    return { items, next: null };
  }

  private matcher(q: string): (e: Entry) => boolean {
    const needle = q.toLowerCase();
    const id = q.replace(UUID_CHARS, '');
    const exactId = UUID_RE.test(id) ? id.toLowerCase() : null;
    return (e) => {
      for (const term of this.termsOf(e)) if (term.includes(needle)) return true;
      return exactId !== null && exactId === e.user.id.toLowerCase();
    };
  }
}

const orders = new WeakMap<Table<UserRow>, UserOrder>();

/** The order for this users table, built on first use and kept in sync from then on. */
export function userOrder(users: Table<UserRow>, channels: Table<ContactChannelRow>): UserOrder {
  let o = orders.get(users);
  if (!o) orders.set(users, (o = new UserOrder(users, channels)));
  return o;
}
