import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { PROJECT_KEY } from '../../kernel/index.js';
import type { Project } from '../../kernel/index.js';
import { Divider } from '../components/divider.js';
import { SharedEmail } from '../components/email-field.js';
import { HandlerLink } from '../components/handler-link.js';
import { Notice } from '../components/notice.js';
import { Skeleton } from '../components/skeleton.js';
import { useAuthContext } from '../context.js';
import { useCacheEntry } from '../use-cache-entry.js';
import { useMessages } from '../use-messages.js';
import { useReturnToGuard } from '../use-return-to-guard.js';
import { useUser } from '../use-user.js';
import type { AnyPluginViews } from '../view-contract.js';
import { Brand } from './brand.js';

/** The views contributing a sign-in (or sign-up) part that the project has on, in the order they were given. */
export function useMethodViews(kind: 'signIn' | 'signUp', project?: Project): AnyPluginViews[] {
  return useAuthContext().views.filter((v) => v[kind] && (!project || !v.enabled || v.enabled(project)));
}

/** One part; reports whether it rendered anything (a part may render null, e.g. no providers). */
function Slot({ Part, onFilled }: { Part: ComponentType; onFilled: (filled: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current!;
    const check = () => onFilled(el.childNodes.length > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(el, { childList: true });
    return () => observer.disconnect();
  }, [onFilled]);
  return (
    <div ref={ref} className="ta-stack">
      <Part />
    </div>
  );
}

/** Parts of one slot, stacked; `filled` is true once any of them rendered something. */
function useSlots(parts: AnyPluginViews[], kind: 'signIn' | 'signUp') {
  const [filled, setFilled] = useState<Record<string, boolean>>({});
  const report = useCallback((id: string) => (v: boolean) => setFilled((f) => (f[id] === v ? f : { ...f, [id]: v })), []);
  const setters = useRef(new Map<string, (v: boolean) => void>());
  const node = parts.map((v) => {
    if (!setters.current.has(v.id)) setters.current.set(v.id, report(v.id));
    return <Slot key={v.id} Part={v[kind]!} onFilled={setters.current.get(v.id)!} />;
  });
  return { node, filled: parts.some((v) => filled[v.id]) };
}

/**
 * /sign-in and /sign-up: one card made of the loaded plugins' parts. Brand and title; a step such as
 * the MFA prompt replaces the rest while it shows; provider buttons; "or"; the email methods as tabs on
 * one Email field; links to the other pages at the bottom.
 */
export function MethodsPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const m = useMessages();
  const { client, views: all } = useAuthContext();
  const load = useCallback(() => client.getProject(), [client]);
  const snap = useCacheEntry<Project>(PROJECT_KEY, load);
  const project = snap.data;
  const views = useMethodViews(kind, project);
  const user = useUser();
  useReturnToGuard();
  const [email, setEmail] = useState('');
  const [tab, setTab] = useState(0);
  const slot = (v: AnyPluginViews) => v.signInSlot ?? 'email';
  const prompts = useSlots(views.filter((v) => slot(v) === 'prompt'), kind);
  const buttons = useSlots(views.filter((v) => slot(v) === 'buttons'), kind);
  const tabs = views.filter((v) => slot(v) === 'email');
  const Active = tabs[Math.min(tab, tabs.length - 1)]?.[kind];
  const signUpOpen = project?.config.signUpEnabled !== false;
  const forgot = all.some((v) => v.routes?.['/forgot-password']);
  const loading = project === undefined && snap.status !== 'error';
  return (
    <div className="ta-card">
      <Brand />
      <h1>{kind === 'signIn' ? m.signInTitle : m.signUpTitle}</h1>
      {user ? <Notice>{m.alreadySignedIn}</Notice> : null}
      {all.filter((v) => v[kind]).length === 0 ? <Notice>{m.noSignInMethod}</Notice> : null}
      {loading ? <Skeleton lines={4} /> : null}
      {prompts.node}
      <div className="ta-stack" hidden={loading || prompts.filled}>
        {buttons.node}
        {buttons.filled && tabs.length ? <Divider /> : null}
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
            <div id="ta-tabpanel" role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `ta-tab-${tabs[Math.min(tab, tabs.length - 1)].id}` : undefined}>
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
    </div>
  );
}
