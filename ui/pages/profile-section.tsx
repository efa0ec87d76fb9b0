import { Button } from '../components/button.js';
import { ErrorAlert } from '../components/error-alert.js';
import { Form } from '../components/form.js';
import { ImageField } from '../components/image-field.js';
import { Notice } from '../components/notice.js';
import { Skeleton } from '../components/skeleton.js';
import { TextField } from '../components/text-field.js';
import type { User } from '../../kernel/index.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useProfileForm } from '../use-profile-form.js';
import { useUser } from '../use-user.js';

function ProfileForm({ user }: { user: User }) {
  const m = useMessages();
  const form = useProfileForm(user);
  const { client } = useAuthContext();
  return (
    <>
      <ImageField name={user.displayName ?? user.primaryEmail ?? ''} src={user.profileImageUrl} onSave={(url) => client.user.update({ profileImageUrl: url })} />
      <Form onSubmit={() => form.save.run()} label={m.profileTitle}>
        {user.primaryEmail ? <p className="ta-muted">{user.primaryEmail}</p> : null}
        <TextField label={m.displayName} name="displayName" autoComplete="name" value={form.displayName} onChange={form.setDisplayName} />
        <ErrorAlert error={form.save.error} />
        {form.saved ? <Notice tone="success">{m.saved}</Notice> : null}
        <div>
          <Button loading={form.save.pending}>{m.save}</Button>
        </div>
      </Form>
    </>
  );
}

/** The core "Profile" section of account settings: the picture and the display name. */
export function ProfileSection() {
  const user = useUser();
  return user ? <ProfileForm user={user} /> : <Skeleton />;
}
