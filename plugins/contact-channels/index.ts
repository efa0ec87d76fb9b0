export { contactChannels } from './contact-channels.js';
export type { ContactChannelMethods, ContactChannelsPlugin, ContactChannelUpdate, NewContactChannel } from './contact-channels.js';
export type { ContactChannelWire } from './contract.js';
