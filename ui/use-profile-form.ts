import { useState } from './react.js';
import type { User } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { useAction } from './use-action.js';
import type { Action } from './use-action.js';

export interface ProfileForm {
  displayName: string;
  setDisplayName(value: string): void;
  save: Action<[], User>;
  /** True after a successful save, until the name is edited again. */
  saved: boolean;
}

/** Headless logic of the profile section: edit and save the display name (PATCH /users/me). */
export function useProfileForm(user: User): ProfileForm {
  const { client } = useAuthContext();
  const [displayName, setName] = useState(user.displayName ?? '');
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const r = await client.user.update({ displayName: displayName.trim() || null });
    setSaved(!r.error);
    return r;
  });
  const setDisplayName = (value: string) => {
    setName(value);
    setSaved(false);
  };
  return { displayName, setDisplayName, save, saved };
}
