import { describe, expect, it } from 'vitest';
import { Db } from './db.js';
import type { ContactChannelRow, UserRow } from './entities.js';
import { userOrder, type ListOptions } from './user-order.js';

const user = (id: string, project: string, t: number, name: string | null): UserRow => ({
  id, project_id: project, display_name: name, profile_image_url: null, signed_up_at_millis: t, last_active_at_millis: t,
  client_metadata: null, client_read_only_metadata: null, server_metadata: null, password_hash: null,
  otp_auth_enabled: false, totp_secret_base64: null, selected_team_id: null, oauth_providers: [],
});
const channel = (id: string, userId: string, value: string): ContactChannelRow => ({
  id, project_id: 'p', user_id: userId, type: 'email', value, is_verified: false, is_primary: false, used_for_auth: false, created_at_millis: 0,
});
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Deterministic pseudo-random integers below n (mulberry32), so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** The plain definition: filter, sort by (sign-up time, first insertion), find the cursor, slice. */
function reference(users: UserRow[], firstSeen: Map<string, number>, channels: ContactChannelRow[], project: string, o: ListOptions) {
  let list = users.filter((u) => u.project_id === project && (!o.memberIds || o.memberIds.includes(u.id)));
  if (o.query !== undefined) {
    const needle = o.query.toLowerCase();
    list = list.filter((u) => u.display_name?.toLowerCase().includes(needle) || channels.some((c) => c.user_id === u.id && c.value.toLowerCase().includes(needle)) || o.query === u.id);
  }
  list.sort((a, b) => a.signed_up_at_millis - b.signed_up_at_millis || firstSeen.get(a.id)! - firstSeen.get(b.id)!);
  if (o.desc) list.reverse();
  let start = 0;
  if (o.cursor !== undefined) {
    start = list.findIndex((u) => u.id === o.cursor);
    if (start < 0) start = list.length;
  }
  const end = o.limit === undefined ? list.length : start + o.limit;
  return { items: list.slice(start, end).map((u) => u.id), next: end < list.length ? list[end].id : null };
}

describe('userOrder', () => {
  it('pages exactly like filter + sort + slice through inserts, updates, deletes and channel changes', () => {
    const db = new Db();
    const users = db.table<UserRow>('users');
    const channels = db.table<ContactChannelRow>('contact_channels');
    const rand = rng(7);
    const firstSeen = new Map<string, number>();
    let next = 0;
    const addUser = () => {
      const id = uuid(next);
      firstSeen.set(id, next++);
      users.put(user(id, rand(4) === 0 ? 'other' : 'p', rand(5), rand(3) ? `Name ${rand(50)}` : null));
    };
    for (let i = 0; i < 40; i++) addUser();
    const order = userOrder(users, channels); // built from existing rows, then kept in sync
    for (let step = 0; step < 600; step++) {
      const ids = [...users.rows.keys()];
      const pick = ids[rand(ids.length)];
      switch (rand(5)) {
        case 0: addUser(); break;
        case 1: users.put({ ...users.get(pick)!, display_name: `Renamed ${rand(50)}` }); break;
        case 2: if (users.rows.size > 10) users.delete(pick); break;
        case 3: channels.put(channel(`c${step}`, pick, `mail${rand(50)}@Example.com`)); break;
        default: { const c = [...channels.rows.keys()]; if (c.length) channels.delete(c[rand(c.length)]); }
      }
      const live = [...users.rows.values()];
      const o: ListOptions = {
        cursor: rand(3) === 0 ? undefined : rand(8) === 0 ? uuid(999) : live[rand(live.length)].id,
        limit: rand(3) === 0 ? undefined : 1 + rand(6),
        desc: rand(2) === 0,
        query: rand(3) === 0 ? String(rand(10)) : rand(8) === 0 ? pick : rand(6) === 0 ? ['E 1', '@EXAMPLE', 'renamed 2', 'zzz'][rand(4)] : undefined,
        memberIds: rand(4) === 0 ? live.filter(() => rand(2) === 0).map((u) => u.id) : undefined,
      };
      const got = order.page('p', o);
      expect({ items: got.items.map((u) => u.id), next: got.next }, JSON.stringify(o)).toEqual(reference(live, firstSeen, [...channels.rows.values()], 'p', o));
    }
  });

  it('walks every user exactly once through the cursor chain, in both directions', () => {
    const db = new Db();
    const users = db.table<UserRow>('users');
    for (let i = 0; i < 1000; i++) users.put(user(uuid(i), 'p', Math.floor(i / 7), `User ${i}`));
    const order = userOrder(users, db.table<ContactChannelRow>('contact_channels'));
    for (const desc of [false, true]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = order.page('p', { cursor, limit: 37, desc });
        seen.push(...page.items.map((u) => u.id));
        cursor = page.next ?? undefined;
      } while (cursor);
      const expected = Array.from({ length: 1000 }, (_, i) => uuid(i));
      expect(seen).toEqual(desc ? expected.reverse() : expected);
    }
  });
});
