/**
 * Italian (it) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[it, oauthIt]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthIt: Locale = {
  lang: 'it',
  messages: {
    oauthSignInWith: 'Accedi con {provider}',
    oauthSignUpWith: 'Registrati con {provider}',
    oauthCallbackTitle: 'Accesso in corso…',
    oauthContinue: 'Non succede nulla? Continua',
    oauthCallbackError: "Errore durante l'accesso tramite il provider. Riprova.",
    invalidTotpCode: 'Codice non valido. Accedi di nuovo.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'Questo account non è collegato.',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'Questo account è già collegato a un altro utente.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'Hai già collegato un altro account di questo provider.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: "Il provider non ha concesso l'accesso di cui l'app ha bisogno.",
    OAUTH_PROVIDER_ACCESS_DENIED: "Non hai consentito l'accesso presso il provider.",
    OUTER_OAUTH_TIMEOUT: "L'accesso ha richiesto troppo tempo. Riprova.",
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'Questo metodo di accesso non è disponibile.',
    OAUTH_CALLBACK_INVALID: "L'accesso con questo provider non è riuscito. Riprova.",
  },
};
