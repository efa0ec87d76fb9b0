/**
 * Main entry of `@tinyauth/sdk`: the kernel plus every plugin factory. Each export is side-effect free, so a
 * bundler keeps only what the app uses. Views, ui and server middleware have their own subpaths.
 */
export * from './kernel/index.js';
export { password } from './plugins/password/index.js';
export { otp } from './plugins/otp/index.js';
export { oauth } from './plugins/oauth/index.js';
export { passkey } from './plugins/passkey/index.js';
export { mfa } from './plugins/mfa/index.js';
export { teams } from './plugins/teams/index.js';
export { contactChannels } from './plugins/contact-channels/index.js';
export { admin } from './plugins/admin/index.js';
