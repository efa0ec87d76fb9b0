import { useLayoutEffect, useRef, useState } from '../react.js';
import type { KeyboardEvent } from 'react';
import type { Project, User } from '../../kernel/index.js';
import { Divider } from '../components/divider.js';
import { SharedEmail } from '../components/email-field.js';
import { HandlerLink } from '../components/handler-link.js';
import { Notice } from '../components/notice.js';
import { Skeleton } from '../components/skeleton.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useProjectEntry } from '../use-project.js';
import { useReturnToGuard } from '../use-return-to-guard.js';
import { useUser } from '../use-user.js';
import type { AnyPluginViews } from '../view-contract.js';
import { Page } from './page.js';
import { SignedInCard } from './signed-in-card.js';

/** The views contributing a sign-in (or sign-up) part that the project has on, in the order they were given. */
export function useMethodViews(kind: 'signIn' | 'signUp', project?: Project): AnyPluginViews[] {
  return useAuthContext().views.filter((v) => v[kind] && (!project || !v.enabled || v.enabled(project)));
}

/** Each view's sign-in (or sign-up) part, keyed by the view's id. */
const renderParts = (parts: AnyPluginViews[], kind: 'signIn' | 'signUp') =>
  parts.map((v) => {
    const Part = v[kind]!;
    return <Part key={v.id} />;
  });

/** The prompt parts (e.g. MFA); `shown` is true while any of them renders something. */
function Prompts({ parts, kind, onShown }: { parts: AnyPluginViews[]; kind: 'signIn' | 'signUp'; onShown: (shown: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current!;
    const check = () => onShown(el.childNodes.length > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(el, { childList: true });
    return () => observer.disconnect();
  }, [onShown]);
  return (
    <div ref={ref} className="ta-stack">
      {renderParts(parts, kind)}
    </div>
  );
}

/** The user as the page first found them: signing in on this page does not turn the form into the signed-in card. */
function useUserOnArrival(): User | null | undefined {
  const user = useUser();
  const first = useRef<User | null | undefined>(undefined);
  if (first.current === undefined && user !== undefined) first.current = user;
  return first.current === undefined ? undefined : first.current && user;
}

/** The email methods as tabs (ARIA tabs: arrows, Home and End move and select; one tab stop). */
function Tabs({ tabs, active, onSelect, label }: { tabs: AnyPluginViews[]; active: number; onSelect: (i: number) => void; label: string }) {
  const m = useMessages() as Record<string, string>;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = tabs.length;
    const to = { ArrowRight: active + 1, ArrowLeft: active - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onSelect(to % n);
    (e.currentTarget.children[to % n] as HTMLElement | undefined)?.focus();
  };
  return (
    <div role="tablist" className="ta-tabs" aria-label={label} onKeyDown={onKey}>
      {tabs.map((v, i) => (
        <button
          key={v.id}
          type="button"
          role="tab"
          id={`ta-tab-${v.id}`}
          tabIndex={i === active ? 0 : -1}
          aria-selected={i === active}
          aria-controls="ta-tabpanel"
          onClick={() => onSelect(i)}
        >
          {m[v.tab ?? v.id] ?? v.id}
        </button>
      ))}
    </div>
  );
}

/**
 * /sign-in and /sign-up: one card made of the loaded plugins' parts. Brand and title; a step such as
 * the MFA prompt replaces the rest while it shows; provider buttons; "or"; the email methods as tabs on
 * one Email field; links to the other pages at the bottom. Already signed in: a trusted
 * `after_auth_return_to` is followed at once, else a card offers the app and sign-out. Sign-up switched off
 * on the project: /sign-up says so up front.
 */
export function MethodsPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const m = useMessages();
  const { views: all } = useAuthContext();
  const snap = useProjectEntry();
  const project = snap.data;
  const views = useMethodViews(kind, project);
  const user = useUserOnArrival();
  useReturnToGuard();
  const [email, setEmail] = useState('');
  const [tab, setTab] = useState(0);
  const slot = (v: AnyPluginViews) => v.signInSlot ?? 'email';
  const [prompting, setPrompting] = useState(false);
  const buttons = views.filter((v) => slot(v) === 'buttons');
  const tabs = views.filter((v) => slot(v) === 'email');
  const active = Math.min(tab, tabs.length - 1);
  const activeTab = tabs[active];
  const Active = activeTab?.[kind];
  const signUpOpen = project?.config.signUpEnabled !== false;
  const loading = (project === undefined && snap.status !== 'error') || user === undefined;
  const title = m[`${kind}Title`];
  const none = !all.some((v) => v[kind]);
  if (user && !prompting) return <SignedInCard />;
  const closed = kind === 'signUp' && !signUpOpen;
  const foot = (
    <p className="ta-foot">
      {kind === 'signUp' ? m.haveAccount : signUpOpen ? m.noAccount : null}{' '}
      {kind === 'signUp' ? <HandlerLink to="/sign-in">{m.signIn}</HandlerLink> : signUpOpen ? <HandlerLink to="/sign-up">{m.signUp}</HandlerLink> : null}
    </p>
  );
  if (closed) {
    return (
      <Page title={title}>
        <Notice>{m.SIGN_UP_NOT_ENABLED}</Notice>
        {foot}
      </Page>
    );
  }
  return (
    <Page title={title}>
      {none ? <Notice>{m.appMisconfigured}</Notice> : null}
      {loading ? <Skeleton lines={4} /> : null}
      <Prompts parts={views.filter((v) => slot(v) === 'prompt')} kind={kind} onShown={setPrompting} />
      <div className="ta-stack" hidden={loading || prompting}>
        {buttons.length && Active ? (
          <a className="ta-skip ta-link" href="#ta-tabpanel">
            {m.skipToEmail}
          </a>
        ) : null}
        {renderParts(buttons, kind)}
        {buttons.length && tabs.length ? <Divider /> : null}
        {tabs.length > 1 ? <Tabs tabs={tabs} active={active} onSelect={setTab} label={m[kind]} /> : null}
        {Active ? (
          <SharedEmail.Provider value={[email, setEmail]}>
            <div id="ta-tabpanel" tabIndex={-1} role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `ta-tab-${activeTab.id}` : undefined}>
              <Active />
            </div>
          </SharedEmail.Provider>
        ) : null}
        {foot}
      </div>
    </Page>
  );
}
