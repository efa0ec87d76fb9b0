/**
 * /team-invitation?code=…: signed in, shows the team's name and a button to join; signed out, links to
 * sign-in and sign-up that come back to this page (code kept) through after_auth_return_to.
 */
import { useState } from '../../../ui/react.js';
import {
  Button, ErrorAlert, HandlerLink, linkError, Notice, Onward, RETURN_TO_PARAM, Skeleton, formatMessage, useAction, useClient, useMessages, useRunOnce, useSearchParam,
  useUser,
} from '../../../ui/index.js';
import type { InvitationDetails } from '../invitation-mapping.js';
import { teamsMessages } from './messages.js';
import { useTeams } from './use-teams.js';

function SignInFirst() {
  const m = useMessages(teamsMessages);
  const here = useClient().kernel.currentUrl();
  const query = here ? { [RETURN_TO_PARAM]: here } : undefined;
  return (
    <>
      <p>{m.teamInvitationSignInFirst}</p>
      <p>
        <HandlerLink to="/sign-in" query={query}>{m.signIn}</HandlerLink> · <HandlerLink to="/sign-up" query={query}>{m.signUp}</HandlerLink>
      </p>
    </>
  );
}

function Accept({ code }: { code: string }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const home = useClient().urls.home;
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [joined, setJoined] = useState(false);
  const read = useAction(async () => {
    const r = await t.invitationDetails(code);
    if (r.data) setDetails(r.data);
    return r;
  });
  const accept = useAction(async () => {
    const r = await t.acceptInvitation(code);
    if (!r.error) setJoined(true);
    return r;
  });
  useRunOnce(read.run, true);

  if (read.error) {
    return (
      <Onward href={home} label={m.goHome}>
        <ErrorAlert error={linkError(read.error)} />
      </Onward>
    );
  }
  if (!details) return <Skeleton lines={2} />;
  const team = details.teamDisplayName;
  if (joined) {
    return (
      <Onward href={home} label={m.teamInvitationContinue}>
        <Notice tone="success">{formatMessage(m.teamInvitationAccepted, { team })}</Notice>
      </Onward>
    );
  }
  return (
    <>
      <p>{formatMessage(m.teamInvitationJoin, { team })}</p>
      <ErrorAlert error={accept.error} />
      <Button type="button" loading={accept.pending} onClick={() => void accept.run()}>
        {formatMessage(m.teamInvitationAccept, { team })}
      </Button>
      {/* declining leaves the code unused: nothing joins, and the inviter can revoke it */}
      <a className="ta-button ta-button-secondary" href={home}>
        {m.teamInvitationDecline}
      </a>
    </>
  );
}

export function TeamInvitationPage() {
  const m = useMessages(teamsMessages);
  const code = useSearchParam('code');
  const user = useUser();
  if (!code) return <ErrorAlert error={m.missingCode} />;
  if (user === undefined) return <Skeleton lines={2} />;
  return user ? <Accept code={code} /> : <SignInFirst />;
}
