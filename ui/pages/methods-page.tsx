import { useLayoutEffect, useRef, useState } from '../react.js';
import type { Project } from '../../kernel/index.js';
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

/** The views contributing a sign-in (or sign-up) part that the project has on, in the order they were given. */
export function useMethodViews(kind: 'signIn' | 'signUp', project?: Project): AnyPluginViews[] {
  return useAuthContext().views.filter((v) => v[kind] && (!project || !v.enabled || v.enabled(project)));
}

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
      {parts.map((v) => {
        const Part = v[kind]!;
        return <Part key={v.id} />;
      })}
    </div>
  );
}

/**
 * /sign-in and /sign-up: one card made of the loaded plugins' parts. Brand and title; a step such as
 * the MFA prompt replaces the rest while it shows; provider buttons; "or"; the email methods as tabs on
 * one Email field; links to the other pages at the bottom.
 */
export function MethodsPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const m = useMessages();
  const { views: all } = useAuthContext();
  const snap = useProjectEntry();
  const project = snap.data;
  const views = useMethodViews(kind, project);
  const user = useUser();
  useReturnToGuard();
  const [email, setEmail] = useState('');
  const [tab, setTab] = useState(0);
  const slot = (v: AnyPluginViews) => v.signInSlot ?? 'email';
  const [prompting, setPrompting] = useState(false);
  const buttons = views.filter((v) => slot(v) === 'buttons');
  const tabs = views.filter((v) => slot(v) === 'email');
  const activeTab = tabs[Math.min(tab, tabs.length - 1)];
  const Active = activeTab?.[kind];
  const signUpOpen = project?.config.signUpEnabled !== false;
  const forgot = all.some((v) => v.routes?.['/forgot-password']);
  const loading = project === undefined && snap.status !== 'error';
  return (
    <Page title={kind === 'signIn' ? m.signInTitle : m.signUpTitle}>
      {user ? <Notice>{m.alreadySignedIn}</Notice> : null}
      {all.filter((v) => v[kind]).length === 0 ? <Notice>{m.noSignInMethod}</Notice> : null}
      {loading ? <Skeleton lines={4} /> : null}
      <Prompts parts={views.filter((v) => slot(v) === 'prompt')} kind={kind} onShown={setPrompting} />
      <div className="ta-stack" hidden={loading || prompting}>
        {buttons.map((v) => {
          const Part = v[kind]!;
          return <Part key={v.id} />;
        })}
        {buttons.length && tabs.length ? <Divider /> : null}
        {tabs.length > 1 ? (
          <div role="tablist" className="ta-tabs" aria-label={kind === 'signIn' ? m.signIn : m.signUp}>
            {tabs.map((v, i) => (
              <button key={v.id} type="button" role="tab" id={`ta-tab-${v.id}`} aria-selected={v[kind] === Active} aria-controls="ta-tabpanel" onClick={() => setTab(i)}>
                {(m as Record<string, string>)[v.tab ?? v.id] ?? v.id}
              </button>
            ))}
          </div>
        ) : null}
        {Active ? (
          <SharedEmail.Provider value={[email, setEmail]}>
            <div id="ta-tabpanel" role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `ta-tab-${activeTab.id}` : undefined}>
              <Active />
            </div>
          </SharedEmail.Provider>
        ) : null}
        <p className="ta-foot">
          {kind === 'signIn' ? (
            signUpOpen ? (
              <>
                {m.noAccount} <HandlerLink to="/sign-up">{m.signUp}</HandlerLink>
              </>
            ) : null
          ) : (
            <>
              {m.haveAccount} <HandlerLink to="/sign-in">{m.signIn}</HandlerLink>
            </>
          )}
          {kind === 'signIn' && forgot ? (
            <>
              <br />
              <HandlerLink to="/forgot-password">{m.forgotPassword}</HandlerLink>
            </>
          ) : null}
        </p>
      </div>
    </Page>
  );
}
