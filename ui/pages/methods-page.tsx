import { Fragment } from 'react';
import { Divider } from '../components/divider';
import { HandlerLink } from '../components/handler-link';
import { Notice } from '../components/notice';
import { useAuthContext } from '../context';
import { useMessages } from '../use-messages';
import { useProject } from '../use-project';
import { useReturnToGuard } from '../use-return-to-guard';
import { useUser } from '../use-user';
import type { AnyPluginViews } from '../view-contract';

/** The views contributing a sign-in (or sign-up) section, in the order they were given. */
export function useMethodViews(kind: 'signIn' | 'signUp'): AnyPluginViews[] {
  return useAuthContext().views.filter((v) => v[kind]);
}

/** /sign-in and /sign-up: each loaded plugin's section, "or" between them, and the link across. */
export function MethodsPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const m = useMessages();
  const views = useMethodViews(kind);
  const user = useUser();
  const project = useProject();
  useReturnToGuard();
  const signUpOpen = project?.config.sign_up_enabled !== false;
  return (
    <div className="ta-card">
      <h1>{kind === 'signIn' ? m.signInTitle : m.signUpTitle}</h1>
      {user ? <Notice>{m.alreadySignedIn}</Notice> : null}
      {views.length === 0 ? <Notice>{m.noSignInMethod}</Notice> : null}
      {views.map((v, i) => {
        const Section = v[kind]!;
        return (
          <Fragment key={v.id}>
            {i > 0 ? <Divider /> : null}
            <Section />
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
