/**
 * Spanish (es) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[es, passkeyEs]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyEs: Locale = {
  lang: 'es',
  messages: {
    passkeySignIn: 'Iniciar sesión con llave de acceso',
    passkeySectionTitle: 'Llave de acceso',
    passkeyNone: 'Aún no tienes una llave de acceso. Una llave de acceso inicia tu sesión con tu dispositivo (huella, rostro o PIN).',
    passkeyActive: 'El inicio de sesión con llave de acceso está activado en esta cuenta.',
    passkeyAdd: 'Añadir una llave de acceso',
    passkeyReplace: 'Reemplazar llave de acceso',
    passkeyRemove: 'Quitar llave de acceso',
    passkeyAdded: 'Llave de acceso guardada.',
    passkeyRemoveConfirm: '¿Quitar tu llave de acceso?',
    passkeyRemoveText: 'Ya no podrás iniciar sesión con ella.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: 'El inicio de sesión con llave de acceso está desactivado.',
    PASSKEY_REGISTRATION_FAILED: 'No se pudo guardar la llave de acceso. Inténtalo de nuevo.',
    PASSKEY_WEBAUTHN_ERROR: 'Tu dispositivo no pudo usar una llave de acceso. Inténtalo de nuevo.',
    PASSKEY_AUTHENTICATION_FAILED: 'No se aceptó esta llave de acceso.',
    ERROR_CEREMONY_ABORTED: 'Se cerró la ventana de la llave de acceso.',
  },
};
