import type { CaseContext, Session } from '../../case-context.js';
import * as expect from '../../expect.js';

export interface Channel {
  id: string;
  value: string;
  is_verified: boolean;
  is_primary: boolean;
}

/** GET /contact-channels?user_id=me (client) → the session user's channels. */
export async function ownChannels(t: CaseContext, session: Session): Promise<Channel[]> {
  const res = await t.api('GET', '/contact-channels', { as: 'client', session, query: { user_id: 'me' } });
  return expect.json(res, 200).items as Channel[];
}
