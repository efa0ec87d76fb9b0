/**
 * Italian (it) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[it, mfaIt]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaIt: Locale = {
  lang: 'it',
  messages: {
    mfaTitle: 'Autenticazione a più fattori',
    mfaPrompt: "Inserisci il codice a sei cifre dell'app di autenticazione.",
    mfaCodeLabel: 'Codice di autenticazione',
    mfaVerify: 'Verifica',
    mfaStartOver: 'Accedi di nuovo',
    mfaEnable: "Attiva l'autenticazione a più fattori",
    mfaDisable: "Disattiva l'autenticazione a più fattori",
    mfaIsOn: "L'accesso richiede un codice dell'app di autenticazione.",
    mfaIsOff: "Aggiungi un secondo passaggio all'accesso: un codice da un'app di autenticazione.",
    mfaScan: 'Scansiona il codice QR con la tua app di autenticazione, usa il link o digita la chiave a mano. Poi inserisci il codice mostrato.',
    mfaQrLabel: 'Codice QR per la tua app di autenticazione',
    mfaConfirm: 'Attiva',
    mfaKey: 'Chiave: {key}',
    mfaOpenInApp: "Apri nell'app di autenticazione",
    mfaDisableConfirm: "Disattivare l'autenticazione a più fattori?",
    mfaDisableText: "L'accesso non richiederà più un codice dell'app di autenticazione.",
    mfaTurnOff: 'Disattiva',
    mfaCopy: 'Copia chiave',
    mfaCopied: 'Chiave copiata.',
    INVALID_TOTP_CODE: 'Il codice non è corretto. Riprova.',
  },
};
