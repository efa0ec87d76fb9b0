export { contactChannels } from './contact-channels.js';
export type { ContactChannelMethods, ContactChannelsPlugin, ContactChannelUpdate, NewContactChannel } from './contact-channels.js';
export type { ContactChannel, ContactChannelInput } from './contact-channel-mapping.js';
