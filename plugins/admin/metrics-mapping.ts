/** Project metrics: wire → entity. */
import { fromWire, toServerUser, type ServerUser, type UserWire } from '../../kernel/index.js';
import type { MetricsWire } from './contract.js';

export interface DataPoint {
  /** YYYY-MM-DD (UTC). */
  date: string;
  activity: number;
}

export interface Metrics {
  totalUsers: number;
  /** Sign-ups per day, today−30 … today (31 items). */
  dailyUsers: DataPoint[];
  /** Distinct active users per day, 31 items. */
  dailyActiveUsers: DataPoint[];
  /** Users per country code. */
  usersByCountry: Record<string, number>;
  /** Up to 5 users, newest first. */
  recentlyRegistered: ServerUser[];
  /** Up to 5 users by last activity. */
  recentlyActive: ServerUser[];
  loginMethods: { method: string; count: number }[];
}

export function toMetrics(w: MetricsWire): Metrics {
  const m = fromWire<Metrics>('totalUsers dailyUsers dailyActiveUsers usersByCountry loginMethods', w);
  return {
    ...m,
    recentlyRegistered: w.recently_registered.map((u) => toServerUser(u as unknown as UserWire)),
    recentlyActive: w.recently_active.map((u) => toServerUser(u as unknown as UserWire)),
  };
}
