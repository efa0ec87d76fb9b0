/**
 * Italian (it) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[it, contactChannelsIt]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsIt: Locale = {
  lang: 'it',
  messages: {
    emailsTitle: 'Email',
    emailsAdd: 'Aggiungi email',
    emailsPrimary: 'Principale',
    emailsVerified: 'Verificata',
    emailsUnverified: 'Non verificata',
    emailsUsedForSignIn: "Usata per l'accesso",
    emailsMakePrimary: 'Rendi principale',
    emailsSendVerification: 'Invia email di verifica',
    emailsVerificationSent: 'Email di verifica inviata a {email}.',
    emailsDelete: 'Elimina',
    emailsNone: 'Ancora nessun indirizzo email.',
    emailsDeleteConfirm: 'Rimuovere {email}?',
    emailsDeleteText: 'Non potrai più accedere né ricevere messaggi con questa email.',
    emailsAlready: 'Questa email è già nel tuo elenco.',
    emailsUseForSignIn: "Usa {email} per l'accesso",
    emailsOtpSignIn: 'Accedi con un codice inviato alla mia email',
  },
};
