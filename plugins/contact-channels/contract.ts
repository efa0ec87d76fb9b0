/** Wire contract of contact channels: paths relative to /api/v1, bodies and shapes. */

export const CONTACT_CHANNEL_PATHS = {
  list: '/contact-channels',
  create: '/contact-channels',
  /** GET / PATCH / DELETE `/contact-channels/{user_id}/{id}` */
  one: (userId: string, id: string) => `/contact-channels/${encodeURIComponent(userId)}/${encodeURIComponent(id)}`,
  sendCode: (userId: string, id: string) =>
    `/contact-channels/${encodeURIComponent(userId)}/${encodeURIComponent(id)}/send-verification-code`,
  /** Deprecated form: the current user's primary e-mail. */
  sendPrimaryCode: '/contact-channels/send-verification-code',
  verify: '/contact-channels/verify',
  verifyCheckCode: '/contact-channels/verify/check-code',
} as const;

/** Read shape, the same for every access type (key order as on the wire). */
export interface ContactChannelWire {
  user_id: string;
  id: string;
  value: string;
  type: 'email';
  used_for_auth: boolean;
  is_verified: boolean;
  is_primary: boolean;
}

export interface ContactChannelList {
  items: ContactChannelWire[];
  is_paginated: false;
}

export interface CreateContactChannelBody {
  user_id: string;
  value: string;
  type: 'email';
  used_for_auth: boolean;
  is_primary?: boolean;
  /** Server and admin only. */
  is_verified?: boolean;
}

export interface UpdateContactChannelBody {
  value?: string;
  type?: 'email';
  used_for_auth?: boolean;
  is_primary?: boolean;
  /** Server and admin only. */
  is_verified?: boolean;
}
