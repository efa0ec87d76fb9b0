import type { User } from '../../kernel/index';
import { Button } from '../components/button';
import { ErrorAlert } from '../components/error-alert';
import { Form } from '../components/form';
import { Notice } from '../components/notice';
import { TextField } from '../components/text-field';
import { useMessages } from '../use-messages';
import { useProfileForm } from '../use-profile-form';

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
