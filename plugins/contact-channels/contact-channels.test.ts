import { afterEach, describe, expect, it } from 'vitest';
import { password } from '../password/index.js';
import { codeFromMail, createKit, createTestClient, type Kit } from '../password/test-kit.js';
import { contactChannels } from './index.js';

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((d) => d()));

function clientOf(kit: Kit, access: 'client' | 'server' = 'client') {
  const c = createTestClient(kit, [password(), contactChannels()] as const, { access });
  disposers.push(() => c.client.dispose());
  return c;
}

async function signedIn() {
  const kit = createKit();
  const c = clientOf(kit);
  const s = await kit.signUp('ann@example.com');
  c.client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
  return { kit, ...c, userId: s.user_id };
}

describe('contactChannels() client', () => {
  it('lists, creates, updates and deletes the current user’s e-mails (cache refreshed after writes)', async () => {
    const { client } = await signedIn();
    const cc = client.contactChannels;
    expect((await cc.list()).data?.map((c) => c.value)).toEqual(['ann@example.com']);
    const created = await cc.create({ value: 'ann.work@example.com' });
    expect(created.data).toMatchObject({ value: 'ann.work@example.com', usedForAuth: false, isPrimary: false, isVerified: false });
    expect((await cc.list()).data?.map((c) => c.value)).toEqual(['ann@example.com', 'ann.work@example.com']);
    const updated = await cc.update(created.data!.id, { isPrimary: true });
    expect(updated.data?.isPrimary).toBe(true);
    expect((await client.getUser())?.primaryEmail).toBe('ann.work@example.com');
    expect((await cc.list()).data?.find((c) => c.value === 'ann@example.com')?.isPrimary).toBe(false);
    expect((await cc.delete(created.data!.id)).error).toBeNull();
    expect((await cc.list()).data).toHaveLength(1);
    const dup = await cc.create({ value: 'ann@example.com' });
    expect(dup.error).toMatchObject({ code: 'HTTP_ERROR', status: 400, message: 'Contact channel already exists' });
  });

  it('sends a verification e-mail to the handler page and verifies the address with the mailed code', async () => {
    const { kit, client } = await signedIn();
    const [primary] = (await client.contactChannels.list()).data!;
    expect((await client.contactChannels.sendVerificationEmail(primary.id, { callbackUrl: 'https://evil.example.org/' })).error?.code).toBe(
      'REDIRECT_URL_NOT_TRUSTED',
    );
    expect((await client.contactChannels.sendVerificationEmail(primary.id)).error).toBeNull();
    const mail = kit.lastMail('ann@example.com');
    expect(mail.text).toContain('http://localhost:3000/handler/email-verification?code=');
    expect((await client.contactChannels.verify(codeFromMail(mail))).error).toBeNull();
    expect((await client.contactChannels.list()).data?.[0].isVerified).toBe(true);
    expect((await client.getUser())?.primaryEmailVerified).toBe(true);
    expect((await client.contactChannels.sendVerificationEmail(primary.id)).error?.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('reports auth conflicts, and lets a server manage any user’s e-mails', async () => {
    const { kit, client, userId } = await signedIn();
    await kit.signUp('bob@example.com');
    const conflict = await client.contactChannels.create({ value: 'bob@example.com', usedForAuth: true });
    expect(conflict.error).toMatchObject({ code: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', status: 409, details: { type: 'email' } });
    const server = clientOf(kit, 'server').client.contactChannels.forUser(userId);
    const made = await server.create({ value: 'verified@example.com', isVerified: true });
    expect(made.data).toMatchObject({ isVerified: true });
    expect((await server.list()).data?.map((c) => c.value)).toEqual(['ann@example.com', 'verified@example.com']);
    expect((await server.update(made.data!.id, { value: 'changed@example.com' })).data).toMatchObject({ value: 'changed@example.com', isVerified: false });
    expect((await server.sendVerificationEmail(made.data!.id)).error).toBeNull();
    expect(kit.lastMail('changed@example.com').subject).toBe('Verify your email at Stack Dashboard');
    expect((await server.delete(made.data!.id)).error).toBeNull();
    const signedOut = clientOf(kit).client.contactChannels;
    expect((await signedOut.list()).error?.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('outside a browser, the verification link is built from appUrl', async () => {
    const kit = createKit();
    const c = createTestClient(kit, [password(), contactChannels()] as const, { page: null, extra: { appUrl: 'http://localhost:4000' } });
    disposers.push(() => c.client.dispose());
    const s = await kit.signUp('ann@example.com');
    c.client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
    const made = await c.client.contactChannels.create({ value: 'ann.node@example.com' });
    expect((await c.client.contactChannels.sendVerificationEmail(made.data!.id)).error).toBeNull();
    expect(kit.lastMail('ann.node@example.com').text).toContain('http://localhost:4000/handler/email-verification?code=');
  });
});
