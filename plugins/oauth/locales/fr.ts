/**
 * French (fr) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are welcome.
 * Give it with the ui's pack: `<AuthProvider locale={[fr, oauthFr]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthFr: Locale = {
  lang: 'fr',
  messages: {
    oauthSignInWith: 'Se connecter avec {provider}',
    oauthSignUpWith: "S'inscrire avec {provider}",
    oauthCallbackTitle: 'Connexion…',
    oauthContinue: 'Rien ne se passe ? Continuer',
    oauthCallbackError: 'Erreur de connexion via le fournisseur. Veuillez réessayer.',
    invalidTotpCode: 'Code invalide. Veuillez vous reconnecter.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: "Ce compte n'est pas connecté.",
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'Ce compte est déjà connecté à un autre utilisateur.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'Vous avez déjà connecté un autre compte de ce fournisseur.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: "Le fournisseur n'a pas accordé l'accès dont cette application a besoin.",
    OAUTH_PROVIDER_ACCESS_DENIED: "Vous n'avez pas autorisé l'accès chez le fournisseur.",
    OUTER_OAUTH_TIMEOUT: 'La connexion a pris trop de temps. Veuillez réessayer.',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: "Ce fournisseur de connexion n'est pas disponible.",
    OAUTH_CALLBACK_INVALID: 'La connexion avec ce fournisseur a échoué. Veuillez réessayer.',
  },
};
