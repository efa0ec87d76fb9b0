import { Section } from '../components/section.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useUser } from '../use-user.js';
import type { AccountSettingsSection } from '../view-contract.js';
import { Page } from './page.js';
import { ProfileSection } from './profile-section.js';

/** Every plugin's account-settings sections, in the order the views were given. */
export function useAccountSections(): AccountSettingsSection[] {
  return useAuthContext().views.flatMap((v) => v.accountSettings ?? []);
}

/** /account-settings: the core profile section, then each plugin's sections. Signed out: sign-in. */
export function AccountSettingsPage() {
  const m = useMessages();
  const user = useUser({ or: 'redirect' });
  const sections = useAccountSections();
  return (
    <Page title={m.accountSettingsTitle}>
      {user ? (
        <>
          <Section title={m.profileTitle} id="ta-profile">
            <ProfileSection user={user} />
          </Section>
          {sections.map(({ key, title, Component }) => (
            <Section key={key} title={title} id={`ta-${key}`}>
              <Component />
            </Section>
          ))}
        </>
      ) : (
        <p className="ta-muted">{m.loading}</p>
      )}
    </Page>
  );
}
