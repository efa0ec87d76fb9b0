import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { createUser } from '../../flows.js';
import { knownErrorCode } from '../../known-errors.js';
import type { CaseContext } from '../../case-context.js';
import { SERVER_USER_KEYS } from './user-shapes.js';

type Page = { items: Record<string, unknown>[]; is_paginated: boolean; pagination: { next_cursor: string | null } };

async function list(t: CaseContext, query: Record<string, string>): Promise<Page> {
  const res = await t.api('GET', '/users', { as: 'server', query });
  const body = expect.json(res, 200) as unknown as Page;
  expect.keys(body, ['items', 'is_paginated', 'pagination'], 'users list', res);
  expect.equal(body.is_paginated, true, 'is_paginated', res);
  expect.keys(body.pagination, ['next_cursor'], 'pagination', res);
  return body;
}

/** Creates n users whose display names share a unique tag, so the listing can be filtered by `query`. */
async function seed(t: CaseContext, n: number): Promise<{ tag: string; ids: string[] }> {
  const tag = `pg${t.uid()}`;
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(String((await createUser(t, { display_name: `${tag} user ${i}` })).id));
  return { tag, ids };
}

export const listUsersPagination = defineCase({
  area: 'users',
  name: 'list-users-cursor-pagination',
  endpoints: ['GET /api/v1/users'],
  async run(t) {
    const { tag, ids } = await seed(t, 5);
    const all = await list(t, { query: tag });
    expect.equal(all.pagination.next_cursor, null, 'next_cursor without limit');
    expect.equal(all.items.map((u) => u.id).sort(), [...ids].sort(), 'users matching the query');
    expect.keys(all.items[0], SERVER_USER_KEYS, 'listed user');
    const times = all.items.map((u) => Number(u.signed_up_at_millis));
    expect.check(times.every((v, i) => i === 0 || times[i - 1] <= v), 'ascending by signed_up_at', 'non-decreasing', times);
    const order = all.items.map((u) => u.id);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page++) {
      const body = await list(t, { query: tag, limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...body.items.map((u) => u.id));
      const expectedNext = order[seen.length] ?? null;
      expect.equal(body.pagination.next_cursor, expectedNext, `next_cursor of page ${page + 1} (id of the first user of the next page)`);
      cursor = body.pagination.next_cursor;
      if (!cursor) break;
    }
    expect.equal(seen, order, 'pages concatenated equal the full list (cursor-inclusive)');
  },
});

export const listUsersDesc = defineCase({
  area: 'users',
  name: 'list-users-desc-and-limit',
  endpoints: ['GET /api/v1/users'],
  async run(t) {
    const { tag } = await seed(t, 3);
    const desc = await list(t, { query: tag, desc: 'true', order_by: 'signed_up_at' });
    const times = desc.items.map((u) => Number(u.signed_up_at_millis));
    expect.check(times.every((v, i) => i === 0 || times[i - 1] >= v), 'descending by signed_up_at', 'non-increasing', times);
    const one = await list(t, { query: tag, desc: 'true', limit: '1' });
    expect.equal(one.items.length, 1, 'limit=1 returns one user');
    expect.equal(one.pagination.next_cursor, desc.items[1].id, 'next_cursor with desc');
  },
});

export const listUsersQuery = defineCase({
  area: 'users',
  name: 'list-users-query-filter',
  endpoints: ['GET /api/v1/users'],
  async run(t) {
    const email = t.email('findme');
    const user = await createUser(t, { primary_email: email });
    const byEmail = await list(t, { query: email.toUpperCase() });
    expect.equal(byEmail.items.map((u) => u.id), [user.id], 'case-insensitive match on contact-channel values');
    const byId = await list(t, { query: String(user.id) });
    expect.equal(byId.items.map((u) => u.id), [user.id], 'exact match on user id');
    knownErrorCode(await t.api('GET', '/users', { as: 'server', query: { limit: '0' } }), 'SCHEMA_ERROR');
    knownErrorCode(await t.api('GET', '/users', { as: 'server', query: { order_by: 'display_name' } }), 'SCHEMA_ERROR');
  },
});
