export { contactChannels } from './contact-channels';
export type { ContactChannelMethods, ContactChannelsPlugin, ContactChannelUpdate, NewContactChannel } from './contact-channels';
export type { ContactChannelWire } from './contract';
