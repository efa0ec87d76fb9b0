/**
 * French (fr) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[fr, mfaFr]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaFr: Locale = {
  lang: 'fr',
  messages: {
    mfaTitle: 'Authentification multifacteur',
    mfaPrompt: "Saisissez le code à six chiffres de votre application d'authentification.",
    mfaCodeLabel: "Code d'authentification",
    mfaVerify: 'Vérifier',
    mfaStartOver: 'Se reconnecter',
    mfaEnable: "Activer l'authentification multifacteur",
    mfaDisable: "Désactiver l'authentification multifacteur",
    mfaIsOn: "La connexion demande un code de votre application d'authentification.",
    mfaIsOff: "Ajoutez une deuxième étape à votre connexion : un code d'une application d'authentification.",
    mfaScan: 'Scannez le code QR avec votre application d’authentification, utilisez le lien ou saisissez la clé à la main. Entrez ensuite le code affiché.',
    mfaQrLabel: 'Code QR pour votre application d’authentification',
    mfaConfirm: 'Activer',
    mfaKey: 'Clé : {key}',
    mfaOpenInApp: "Ouvrir dans l'application d'authentification",
    mfaDisableConfirm: "Désactiver l'authentification multifacteur ?",
    mfaDisableText: "La connexion ne demandera plus de code de votre application d'authentification.",
    mfaTurnOff: 'Désactiver',
    mfaCopy: 'Copier la clé',
    mfaCopied: 'Clé copiée.',
    INVALID_TOTP_CODE: "Ce code n'est pas correct. Veuillez réessayer.",
  },
};
