/**
 * French (fr) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[fr, passkeyFr]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyFr: Locale = {
  lang: 'fr',
  messages: {
    passkeySignIn: "Se connecter avec une clé d'accès",
    passkeySectionTitle: "Clé d'accès",
    passkeyNone: "Vous n'avez pas encore de clé d'accès. Une clé d'accès vous connecte avec votre appareil (empreinte, visage ou code PIN).",
    passkeyActive: "La connexion par clé d'accès est activée pour ce compte.",
    passkeyAdd: "Ajouter une clé d'accès",
    passkeyReplace: "Remplacer la clé d'accès",
    passkeyRemove: "Supprimer la clé d'accès",
    passkeyAdded: "Clé d'accès enregistrée.",
    passkeyRemoveConfirm: "Supprimer votre clé d'accès ?",
    passkeyRemoveText: 'Vous ne pourrez plus vous connecter avec elle.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: "La connexion par clé d'accès est désactivée.",
    PASSKEY_REGISTRATION_FAILED: "La clé d'accès n'a pas pu être enregistrée. Veuillez réessayer.",
    PASSKEY_WEBAUTHN_ERROR: "Votre appareil n'a pas pu utiliser de clé d'accès. Veuillez réessayer.",
    PASSKEY_AUTHENTICATION_FAILED: "Cette clé d'accès n'a pas été acceptée.",
    ERROR_CEREMONY_ABORTED: "La fenêtre de clé d'accès a été fermée.",
  },
};
