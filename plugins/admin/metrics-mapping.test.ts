import { describe, expect, it } from 'vitest';
import { toMetrics } from './metrics-mapping.js';

describe('metrics mapping (read-only)', () => {
  it('camelCase keys; recent users are server-view users', () => {
    const user = { id: 'u1', display_name: 'A', signed_up_at_millis: 5, last_active_at_millis: 6, oauth_providers: [], selected_team: null };
    const m = toMetrics({
      total_users: 1,
      daily_users: [{ date: '2026-01-01', activity: 1 }],
      daily_active_users: [],
      users_by_country: { DE: 1 },
      recently_registered: [user],
      recently_active: [user],
      login_methods: [{ method: 'password', count: 1 }],
    });
    expect(m).toMatchObject({ totalUsers: 1, dailyUsers: [{ date: '2026-01-01', activity: 1 }], dailyActiveUsers: [], usersByCountry: { DE: 1 }, loginMethods: [{ method: 'password', count: 1 }] });
    expect(m.recentlyRegistered[0]).toMatchObject({ id: 'u1', displayName: 'A', signedUpAt: new Date(5), lastActiveAt: new Date(6) });
  });
});
