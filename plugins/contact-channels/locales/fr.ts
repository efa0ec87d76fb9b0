/**
 * French (fr) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[fr, contactChannelsFr]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsFr: Locale = {
  lang: 'fr',
  messages: {
    emailsTitle: 'E-mails',
    emailsAdd: 'Ajouter un e-mail',
    emailsPrimary: 'Principal',
    emailsVerified: 'Vérifié',
    emailsUnverified: 'Non vérifié',
    emailsUsedForSignIn: 'Utilisé pour la connexion',
    emailsMakePrimary: 'Définir comme principal',
    emailsSendVerification: "Envoyer l'e-mail de vérification",
    emailsVerificationSent: 'E-mail de vérification envoyé à {email}.',
    emailsDelete: 'Supprimer',
    emailsNone: "Pas encore d'adresse e-mail.",
    emailsDeleteConfirm: 'Supprimer {email} ?',
    emailsDeleteText: 'Vous ne pourrez plus vous connecter ni recevoir de messages avec cet e-mail.',
    emailsAlready: 'Cet e-mail est déjà dans votre liste.',
    emailsUseForSignIn: 'Utiliser {email} pour la connexion',
    emailsOtpSignIn: 'Me connecter avec un code envoyé par e-mail',
  },
};
