/**
 * Spanish (es) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[es, mfaEs]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaEs: Locale = {
  lang: 'es',
  messages: {
    mfaTitle: 'Autenticación multifactor',
    mfaPrompt: 'Introduce el código de seis dígitos de tu aplicación de autenticación.',
    mfaCodeLabel: 'Código de autenticación',
    mfaVerify: 'Verificar',
    mfaStartOver: 'Volver a iniciar sesión',
    mfaEnable: 'Activar la autenticación multifactor',
    mfaDisable: 'Desactivar la autenticación multifactor',
    mfaIsOn: 'Al iniciar sesión se pide un código de tu aplicación de autenticación.',
    mfaIsOff: 'Añade un segundo paso a tu inicio de sesión: un código de una aplicación de autenticación.',
    mfaScan: 'Escanea el código QR con tu app de autenticación, usa el enlace o escribe la clave a mano. Después introduce el código que muestra.',
    mfaQrLabel: 'Código QR para tu app de autenticación',
    mfaConfirm: 'Activar',
    mfaKey: 'Clave: {key}',
    mfaOpenInApp: 'Abrir en la aplicación de autenticación',
    mfaDisableConfirm: '¿Desactivar la autenticación multifactor?',
    mfaDisableText: 'Al iniciar sesión ya no se pedirá un código de tu aplicación de autenticación.',
    mfaTurnOff: 'Desactivar',
    mfaCopy: 'Copiar clave',
    mfaCopied: 'Clave copiada.',
    INVALID_TOTP_CODE: 'Ese código no es correcto. Inténtalo de nuevo.',
  },
};
