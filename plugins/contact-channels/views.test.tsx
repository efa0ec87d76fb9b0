// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostOf } from '../../mock-server/index.js';
import { createViewTestHost, renderHandler } from '../../ui/test-kit.js';
import { contactChannels } from './index.js';
import { contactChannelViews, contactChannelsViews } from './views.js';

const ui = createViewTestHost();
const host = hostOf(ui.app);
const views = [contactChannelsViews];
let n = 0;


async function signedIn() {
  const email = `cc-view-${++n}@example.com`;
  const tokens = await ui.signedInTokens(email);
  return { email, ...ui.makeClient({ plugins: [contactChannels()], tokens }) };
}

function lastCode(email: string): string {
  const mails = host.mails.filter((m) => m.to.includes(email));
  return /[?&]code=([0-9a-z]{45})/.exec(mails[mails.length - 1].text)![1];
}

describe('contact channel views', () => {
  it('are named contactChannelsViews like the other plugins; the old name is a deprecated alias', () => {
    expect(contactChannelViews).toBe(contactChannelsViews);
    expect(contactChannelsViews.id).toBe('contactChannels');
  });

  it('account settings "Emails": lists, adds, sends verification, makes primary and deletes', async () => {
    const { email, client } = await signedIn();
    renderHandler(client, '/handler/account-settings?section=emails', { views });
    const section = within(await screen.findByRole('region', { name: 'Emails' }));
    expect(await section.findByText(email)).toBeTruthy();
    expect(within(section.getByText(email).closest('li')!).getAllByText(/^(Primary|Not verified)$/).map((t) => t.textContent)).toEqual(['Primary', 'Not verified']);

    const work = `work-${email}`;
    fireEvent.change(section.getByLabelText('Email', { exact: true }), { target: { value: work } });
    fireEvent.click(section.getByRole('button', { name: 'Add email' }));
    expect(await section.findByText(work)).toBeTruthy();

    const workRow = within(section.getByText(work).closest('li')!);
    fireEvent.click(workRow.getByRole('button', { name: 'Send verification email' }));
    expect((await section.findByRole('status')).textContent).toBe(`Verification email sent to ${work}.`);
    expect(lastCode(work)).toHaveLength(45);
    // only a verified e-mail can become primary
    expect(workRow.queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect((await client.contactChannels.verify(lastCode(work))).error).toBeNull();

    // "Use for sign-in" is a switch per e-mail
    const use = (await workRow.findByRole('switch', { name: `Use ${work} for sign-in` })) as HTMLInputElement;
    expect(use.checked).toBe(false);
    fireEvent.click(use);
    await waitFor(() => expect((section.getByRole('switch', { name: `Use ${work} for sign-in` }) as HTMLInputElement).checked).toBe(true));
    expect((await client.contactChannels.list()).data!.find((x: { value: string }) => x.value === work)!.usedForAuth).toBe(true);

    fireEvent.click(await workRow.findByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(within(section.getByText(work).closest('li')!).queryByRole('button', { name: 'Make primary' })).toBeNull());
    expect((await client.getUser())?.primaryEmail).toBe(work);

    fireEvent.click(section.getByRole('button', { name: `Delete ${email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${email}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(section.queryByText(email)).toBeNull());

    fireEvent.change(section.getByLabelText('Email', { exact: true }), { target: { value: work } });
    fireEvent.click(section.getByRole('button', { name: 'Add email' }));
    expect((await section.findByRole('alert')).textContent).toBe('This email is already in your list.');

    // sign-in with a code sent by e-mail: one switch for the account
    const otpSwitch = section.getByRole('switch', { name: 'Sign in with a code sent to my email' }) as HTMLInputElement;
    const before = otpSwitch.checked;
    fireEvent.click(otpSwitch);
    await waitFor(async () => expect((await client.getUser())?.otpAuthEnabled).toBe(!before));
  });

  it('/email-verification verifies the mailed code once', async () => {
    const { email, client } = await signedIn();
    const [primary] = (await client.contactChannels.list()).data!;
    await client.contactChannels.sendVerificationEmail(primary.id);
    const code = lastCode(email);
    renderHandler(ui.makeClient({ plugins: [contactChannels()] }).client, `/handler/email-verification?code=${code}`, { views });
    expect((await screen.findByRole('status')).textContent).toBe('Your email has been verified.');
    expect(host.contactChannels.get(primary.id)!.is_verified).toBe(true);
    cleanup();
    renderHandler(ui.makeClient({ plugins: [contactChannels()] }).client, `/handler/email-verification?code=${code}`, { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link or code was already used.');
    cleanup();
    renderHandler(ui.makeClient({ plugins: [contactChannels()] }).client, '/handler/email-verification', { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete: it has no code. Open the link from the email again.');
  });
});
