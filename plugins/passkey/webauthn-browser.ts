/**
 * The three functions of `@simplewebauthn/browser` the plugin calls, in a module of their own: the plugin
 * imports this lazily, so the chunk a passkey ceremony loads carries only them (not signals or capabilities).
 */
export { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
