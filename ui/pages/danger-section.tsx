import { ConfirmButton } from '../components/confirm-dialog.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useAuthContext } from '../context.js';
import { useAction } from '../use-action.js';
import { useMessages } from '../use-messages.js';
import { useRedirect } from '../use-redirect.js';

/** "Danger zone": delete the account, after a confirmation dialog; then the after-sign-out location. */
export function DangerSection() {
  const m = useMessages();
  const { client } = useAuthContext();
  const redirect = useRedirect();
  const remove = useAction(async () => {
    const r = await client.user.delete();
    return r.error ? r : redirect(client.urls.afterSignOut);
  });
  const text = m.deleteAccountText;
  return (
    <div className="ta-stack">
      <p className="ta-muted">{text}</p>
      <ErrorAlert error={remove.error} />
      <div>
        <ConfirmButton loading={remove.pending} ask={{ title: m.deleteAccountConfirm, text, confirm: m.deleteAccount }} onConfirm={() => void remove.run()}>
          {m.deleteAccount}
        </ConfirmButton>
      </div>
    </div>
  );
}
