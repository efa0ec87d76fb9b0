/**
 * German (de) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[de, contactChannelsDe]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsDe: Locale = {
  lang: 'de',
  messages: {
    emailsTitle: 'E-Mail-Adressen',
    emailsAdd: 'E-Mail hinzufügen',
    emailsPrimary: 'Haupt-E-Mail',
    emailsVerified: 'Bestätigt',
    emailsUnverified: 'Nicht bestätigt',
    emailsUsedForSignIn: 'Zur Anmeldung verwendet',
    emailsMakePrimary: 'Als Haupt-E-Mail festlegen',
    emailsSendVerification: 'Bestätigungs-E-Mail senden',
    emailsVerificationSent: 'Bestätigungs-E-Mail an {email} gesendet.',
    emailsDelete: 'Löschen',
    emailsNone: 'Noch keine E-Mail-Adressen.',
    emailsDeleteConfirm: '{email} entfernen?',
    emailsDeleteText: 'Du kannst dich dann mit dieser E-Mail weder anmelden noch Nachrichten an sie erhalten.',
    emailsAlready: 'Diese E-Mail ist bereits in deiner Liste.',
    emailsUseForSignIn: '{email} zur Anmeldung verwenden',
    emailsOtpSignIn: 'Mit einem Code per E-Mail anmelden',
  },
};
