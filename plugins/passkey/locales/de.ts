/**
 * German (de) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[de, passkeyDe]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyDe: Locale = {
  lang: 'de',
  messages: {
    passkeySignIn: 'Mit Passkey anmelden',
    passkeySectionTitle: 'Passkey',
    passkeyNone: 'Du hast noch keinen Passkey. Ein Passkey meldet dich mit deinem Gerät an (Fingerabdruck, Gesicht oder PIN).',
    passkeyActive: 'Die Anmeldung mit Passkey ist für dieses Konto aktiv.',
    passkeyAdd: 'Passkey hinzufügen',
    passkeyReplace: 'Passkey ersetzen',
    passkeyRemove: 'Passkey entfernen',
    passkeyAdded: 'Passkey gespeichert.',
    passkeyRemoveConfirm: 'Deinen Passkey entfernen?',
    passkeyRemoveText: 'Du kannst dich dann nicht mehr damit anmelden.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: 'Die Anmeldung mit Passkey ist ausgeschaltet.',
    PASSKEY_REGISTRATION_FAILED: 'Der Passkey konnte nicht gespeichert werden. Bitte versuche es erneut.',
    PASSKEY_WEBAUTHN_ERROR: 'Dein Gerät konnte keinen Passkey verwenden. Bitte versuche es erneut.',
    PASSKEY_AUTHENTICATION_FAILED: 'Dieser Passkey wurde nicht akzeptiert.',
    ERROR_CEREMONY_ABORTED: 'Die Passkey-Abfrage wurde geschlossen.',
  },
};
