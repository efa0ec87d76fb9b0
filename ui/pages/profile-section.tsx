import type { User } from '../../kernel/index.js';
import { Button } from '../components/button.js';
import { ErrorAlert } from '../components/error-alert.js';
import { Form } from '../components/form.js';
import { Notice } from '../components/notice.js';
import { TextField } from '../components/text-field.js';
import { useMessages } from '../use-messages.js';
import { useProfileForm } from '../use-profile-form.js';

/** The core "Profile" section of account settings. */
export function ProfileSection({ user }: { user: User }) {
  const m = useMessages();
  const form = useProfileForm(user);
  return (
    <Form onSubmit={() => form.save.run()} label={m.profileTitle}>
      <p className="ta-muted">{user.primary_email}</p>
      <TextField label={m.displayName} name="displayName" autoComplete="name" value={form.displayName} onChange={form.setDisplayName} />
      <ErrorAlert error={form.save.error} />
      {form.saved ? <Notice>{m.saved}</Notice> : null}
      <Button loading={form.save.pending}>{m.save}</Button>
    </Form>
  );
}
