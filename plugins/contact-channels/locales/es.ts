/**
 * Spanish (es) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[es, contactChannelsEs]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsEs: Locale = {
  lang: 'es',
  messages: {
    emailsTitle: 'Correos electrónicos',
    emailsAdd: 'Añadir correo',
    emailsPrimary: 'Principal',
    emailsVerified: 'Verificado',
    emailsUnverified: 'Sin verificar',
    emailsUsedForSignIn: 'Se usa para iniciar sesión',
    emailsMakePrimary: 'Hacer principal',
    emailsSendVerification: 'Enviar correo de verificación',
    emailsVerificationSent: 'Correo de verificación enviado a {email}.',
    emailsDelete: 'Eliminar',
    emailsNone: 'Aún no hay direcciones de correo.',
    emailsDeleteConfirm: '¿Quitar {email}?',
    emailsDeleteText: 'Ya no podrás iniciar sesión ni recibir mensajes con este correo.',
    emailsAlready: 'Este correo ya está en tu lista.',
    emailsUseForSignIn: 'Usar {email} para iniciar sesión',
    emailsOtpSignIn: 'Iniciar sesión con un código enviado a mi correo',
  },
};
