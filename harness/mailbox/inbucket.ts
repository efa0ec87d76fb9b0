/** Reads e-mails from an Inbucket-compatible HTTP API (mailbox name = local part of the address). */
import type { Mail, Mailbox, WaitOptions } from './types.js';
import { pollFor } from './types.js';

interface Summary {
  id: string;
  subject?: string;
  from?: string;
  to?: string[] | string;
}

export function inbucketMailbox(url: string, fetchImpl: typeof fetch = fetch): Mailbox {
  const base = url.replace(/\/+$/, '');
  const nameOf = (address: string) => encodeURIComponent(address.split('@')[0].toLowerCase());
  async function getJson(u: string): Promise<unknown> {
    const res = await fetchImpl(u, { headers: { accept: 'application/json' } });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`mailbox ${u}: HTTP ${res.status}`);
    return res.json();
  }
  async function list(address: string): Promise<Mail[]> {
    const name = nameOf(address);
    const summaries = ((await getJson(`${base}/api/v1/mailbox/${name}`)) ?? []) as Summary[];
    const wanted = address.toLowerCase();
    const mine = summaries.filter((s) => {
      const to = Array.isArray(s.to) ? s.to : s.to ? [s.to] : [];
      return to.length === 0 || to.some((t) => t.toLowerCase().includes(wanted));
    });
    return Promise.all(
      mine.map(async (s): Promise<Mail> => {
        const full = (await getJson(`${base}/api/v1/mailbox/${name}/${encodeURIComponent(s.id)}`)) as
          | { subject?: string; from?: string; to?: string[]; body?: { text?: string; html?: string } }
          | undefined;
        return {
          id: s.id,
          subject: full?.subject ?? s.subject ?? '',
          from: full?.from ?? s.from ?? '',
          to: full?.to ?? (Array.isArray(s.to) ? s.to : []),
          text: full?.body?.text ?? '',
          html: full?.body?.html ?? '',
        };
      }),
    );
  }
  return {
    kind: 'inbucket',
    list,
    waitFor: (address: string, opts?: WaitOptions) => pollFor(() => list(address), address, opts),
    close: async () => {},
  };
}

/** True when `url` answers like an Inbucket mailbox API. */
export async function probeInbucket(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`${url.replace(/\/+$/, '')}/api/v1/mailbox/conformance-probe`, { headers: { accept: 'application/json' } });
    if (res.status !== 200) return false;
    return Array.isArray(await res.json());
  } catch {
    return false;
  }
}
