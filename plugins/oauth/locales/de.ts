/**
 * German (de) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are welcome.
 * Give it with the ui's pack: `<AuthProvider locale={[de, oauthDe]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthDe: Locale = {
  lang: 'de',
  messages: {
    oauthSignInWith: 'Mit {provider} anmelden',
    oauthSignUpWith: 'Mit {provider} registrieren',
    oauthCallbackTitle: 'Anmeldung…',
    oauthContinue: 'Passiert nichts? Weiter',
    oauthCallbackError: 'Fehler bei der Anmeldung über den Anbieter. Bitte versuche es erneut.',
    invalidTotpCode: 'Ungültiger Code. Bitte melde dich erneut an.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'Dieses Konto ist nicht verbunden.',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'Dieses Konto ist bereits mit einem anderen Benutzer verbunden.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'Du hast bereits ein anderes Konto dieses Anbieters verbunden.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 'Der Anbieter hat nicht den Zugriff gewährt, den diese App braucht.',
    OAUTH_PROVIDER_ACCESS_DENIED: 'Du hast den Zugriff beim Anbieter nicht erlaubt.',
    OUTER_OAUTH_TIMEOUT: 'Die Anmeldung hat zu lange gedauert. Bitte versuche es erneut.',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'Dieser Anmeldeanbieter ist nicht verfügbar.',
    OAUTH_CALLBACK_INVALID: 'Die Anmeldung mit diesem Anbieter ist fehlgeschlagen. Bitte versuche es erneut.',
  },
};
