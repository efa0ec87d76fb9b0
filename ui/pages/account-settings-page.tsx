import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { HandlerLink } from '../components/handler-link.js';
import { Section } from '../components/section.js';
import { Skeleton } from '../components/skeleton.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useProject } from '../use-project.js';
import { useSearchParam } from '../use-search-param.js';
import { useUser } from '../use-user.js';
import type { AccountSettingsSection } from '../view-contract.js';
import { DangerSection } from './danger-section.js';
import { Page } from './page.js';
import { ProfileSection } from './profile-section.js';

/**
 * Every plugin's account-settings sections the project has on, in the order the views were given; a title that
 * is a message key is replaced by that message (in the user's language).
 */
export function useAccountSections(): AccountSettingsSection[] {
  const project = useProject();
  const { views, messages } = useAuthContext();
  return views.flatMap((v) =>
    (v.accountSettings ?? []).filter((s) => !s.enabled || (project && s.enabled(project))).map((s) => ({ ...s, title: messages[s.title] ?? s.title })),
  );
}

interface Group {
  key: string;
  title: string;
  sections: { key: string; title: string; Component: ComponentType }[];
}

const ORDER = ['profile', 'emails', 'security', 'teams'];

/** The navigation groups: Profile, then the plugins' groups (Emails, Security, Teams …), then Danger zone. */
function useGroups(): Group[] {
  const m = useMessages();
  const project = useProject();
  const groups: Group[] = [{ key: 'profile', title: m.profileTitle, sections: [{ key: 'profile', title: m.profileTitle, Component: ProfileSection }] }];
  for (const s of useAccountSections()) {
    const key = s.group ?? s.key;
    let g = groups.find((x) => x.key === key);
    if (!g) groups.push((g = { key, title: key === 'security' ? m.securityTitle : s.title, sections: [] }));
    g.sections.push(s);
  }
  const order = (g: Group) => (ORDER.indexOf(g.key) + 5) % 5; // known groups first, in order; others after them
  groups.sort((a, b) => order(a) - order(b));
  if (project?.config.clientUserDeletionEnabled) {
    groups.push({ key: 'danger', title: m.dangerTitle, sections: [{ key: 'danger', title: m.dangerTitle, Component: DangerSection }] });
  }
  return groups;
}

/**
 * /account-settings: a side navigation over the groups, one group shown at a time (`?section=security`). On
 * narrow screens the page is the list of groups; a group opens on its own with a link back to the list.
 * Sections of plugins that are absent or switched off are not shown. Signed out: sign-in.
 */
export function AccountSettingsPage() {
  const m = useMessages();
  const user = useUser({ or: 'redirect' });
  const groups = useGroups();
  const asked = useSearchParam('section');
  const current = groups.find((g) => g.key === asked) ?? groups[0];
  return (
    <Page title={m.accountSettingsTitle} wide>
      <div className="ta-settings" data-open={asked ? '' : undefined}>
        <nav className="ta-nav" aria-label={m.accountSettingsTitle}>
          {groups.map((g) => (
            <Link key={g.key} to={`/account-settings?section=${g.key}`} aria-current={g === current ? 'page' : undefined}>
              {g.title}
            </Link>
          ))}
          <HandlerLink to="/sign-out">{m.signOut}</HandlerLink>
        </nav>
        <div>
          <Link className="ta-back ta-link" to="/account-settings">
            {m.accountSettingsTitle}
          </Link>
          {user ? (
            <Section title={current.title} id={`ta-${current.key}`}>
              {current.sections.map(({ key, title, Component }) =>
                current.sections.length > 1 ? (
                  <section key={key} className="ta-section" aria-label={title}>
                    <h3>{title}</h3>
                    <Component />
                  </section>
                ) : (
                  <Component key={key} />
                ),
              )}
            </Section>
          ) : (
            <Skeleton lines={5} />
          )}
        </div>
      </div>
    </Page>
  );
}
