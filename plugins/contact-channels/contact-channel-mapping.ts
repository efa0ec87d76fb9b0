/** Contact channel: wire ↔ entity, and the create/update input → wire. */
import { fromWire, toWire } from '../../kernel/index.js';
import type { ContactChannelWire } from './contract.js';

/** An e-mail address of a user. */
export interface ContactChannel {
  id: string;
  /** The address. */
  value: string;
  type: 'email';
  isVerified: boolean;
  isPrimary: boolean;
  /** Usable for password and one-time-code sign-in. */
  usedForAuth: boolean;
}

/** `contactChannels.create` fields (`update` takes any of them). */
export interface ContactChannelInput {
  /** An e-mail address. */
  value: string;
  /** Usable for password and one-time-code sign-in. @default false on create */
  usedForAuth?: boolean;
  /** Makes it the primary e-mail (the others are demoted). */
  isPrimary?: boolean;
  /** Server and admin access only. */
  isVerified?: boolean;
}

const FIELDS = 'id value type isVerified isPrimary usedForAuth';

export const toContactChannel = (w: ContactChannelWire) => fromWire<ContactChannel>(FIELDS, w);

export const contactChannelInputToWire = (input: Partial<ContactChannelInput>) => toWire(FIELDS.slice(3), input);

/** `create` input → POST body for the user's new e-mail (`usedForAuth` defaults to false). */
export const newContactChannelToWire = (userId: string, input: ContactChannelInput) => ({
  user_id: userId,
  ...contactChannelInputToWire({ type: 'email', usedForAuth: false, ...input } as ContactChannelInput),
});
