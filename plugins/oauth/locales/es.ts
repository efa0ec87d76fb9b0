/**
 * Spanish (es) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[es, oauthEs]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthEs: Locale = {
  lang: 'es',
  messages: {
    oauthSignInWith: 'Iniciar sesión con {provider}',
    oauthSignUpWith: 'Registrarse con {provider}',
    oauthCallbackTitle: 'Iniciando sesión…',
    oauthContinue: '¿No pasa nada? Continuar',
    oauthCallbackError: 'Error al iniciar sesión con el proveedor. Inténtalo de nuevo.',
    invalidTotpCode: 'Código no válido. Vuelve a iniciar sesión.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'Esta cuenta no está conectada.',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'Esta cuenta ya está conectada a otro usuario.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'Ya conectaste otra cuenta de este proveedor.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 'El proveedor no concedió el acceso que necesita esta aplicación.',
    OAUTH_PROVIDER_ACCESS_DENIED: 'No permitiste el acceso en el proveedor.',
    OUTER_OAUTH_TIMEOUT: 'El inicio de sesión tardó demasiado. Inténtalo de nuevo.',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'Este proveedor de inicio de sesión no está disponible.',
    OAUTH_CALLBACK_INVALID: 'Falló el inicio de sesión con este proveedor. Inténtalo de nuevo.',
  },
};
