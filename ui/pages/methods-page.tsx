import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Divider } from '../components/divider.js';
import { HandlerLink } from '../components/handler-link.js';
import { Notice } from '../components/notice.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useProject } from '../use-project.js';
import { useReturnToGuard } from '../use-return-to-guard.js';
import { useUser } from '../use-user.js';
import type { AnyPluginViews } from '../view-contract.js';

/** The views contributing a sign-in (or sign-up) section, in the order they were given. */
export function useMethodViews(kind: 'signIn' | 'signUp'): AnyPluginViews[] {
  return useAuthContext().views.filter((v) => v[kind]);
}

/**
 * One method's section. Reports whether it rendered anything (a section may render null, e.g. a
 * disabled method), so that "or" dividers go only between visible sections.
 */
function MethodSlot({ Section, onFilled }: { Section: ComponentType; onFilled: (filled: boolean) => void }) {
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
    <div ref={ref} className="ta-method">
      <Section />
    </div>
  );
}

/** Which sections rendered something, by view id (unknown = assumed visible). */
function useFilled() {
  const [filled, setFilled] = useState<Record<string, boolean>>({});
  const setters = useRef(new Map<string, (v: boolean) => void>());
  const setterFor = (id: string) => {
    let set = setters.current.get(id);
    if (!set) {
      set = (v: boolean) => setFilled((f) => (f[id] === v ? f : { ...f, [id]: v }));
      setters.current.set(id, set);
    }
    return set;
  };
  return { isFilled: (id: string) => filled[id] !== false, setterFor };
}

/** /sign-in and /sign-up: each loaded plugin's section, "or" between them, and the link across. */
export function MethodsPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const m = useMessages();
  const views = useMethodViews(kind);
  const user = useUser();
  const project = useProject();
  useReturnToGuard();
  const signUpOpen = project?.config.sign_up_enabled !== false;
  const { isFilled, setterFor } = useFilled();
  let shown = 0;
  return (
    <div className="ta-card">
      <h1>{kind === 'signIn' ? m.signInTitle : m.signUpTitle}</h1>
      {user ? <Notice>{m.alreadySignedIn}</Notice> : null}
      {views.length === 0 ? <Notice>{m.noSignInMethod}</Notice> : null}
      {views.map((v) => {
        const divider = isFilled(v.id) && shown++ > 0;
        return (
          <Fragment key={v.id}>
            {divider ? <Divider /> : null}
            <MethodSlot Section={v[kind]!} onFilled={setterFor(v.id)} />
          </Fragment>
        );
      })}
      {kind === 'signIn' ? (
        signUpOpen ? (
          <p className="ta-muted">
            {m.noAccount} <HandlerLink to="/sign-up">{m.signUp}</HandlerLink>
          </p>
        ) : null
      ) : (
        <p className="ta-muted">
          {m.haveAccount} <HandlerLink to="/sign-in">{m.signIn}</HandlerLink>
        </p>
      )}
    </div>
  );
}
