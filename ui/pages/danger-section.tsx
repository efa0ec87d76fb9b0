import { Button } from '../components/button.js';
import { useConfirm } from '../components/confirm-dialog.js';
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
  const confirm = useConfirm();
  const remove = useAction(async () => {
    const r = await client.user.delete();
    return r.error ? r : redirect(client.urls.afterSignOut);
  });
  return (
    <div className="ta-stack">
      <p className="ta-muted">{m.deleteAccountText}</p>
      <ErrorAlert error={remove.error} />
      <div>
        <Button
          danger
          variant="secondary"
          loading={remove.pending}
          onClick={async () => {
            if (await confirm.ask({ title: m.deleteAccountConfirm, text: m.deleteAccountText, confirm: m.deleteAccount })) void remove.run();
          }}
        >
          {m.deleteAccount}
        </Button>
      </div>
      {confirm.dialog}
    </div>
  );
}
