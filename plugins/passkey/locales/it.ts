/**
 * Italian (it) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[it, passkeyIt]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyIt: Locale = {
  lang: 'it',
  messages: {
    passkeySignIn: 'Accedi con passkey',
    passkeySectionTitle: 'Passkey',
    passkeyNone: 'Non hai ancora una passkey. Una passkey ti fa accedere con il tuo dispositivo (impronta, volto o PIN).',
    passkeyActive: "L'accesso con passkey è attivo per questo account.",
    passkeyAdd: 'Aggiungi una passkey',
    passkeyReplace: 'Sostituisci passkey',
    passkeyRemove: 'Rimuovi passkey',
    passkeyAdded: 'Passkey salvata.',
    passkeyRemoveConfirm: 'Rimuovere la tua passkey?',
    passkeyRemoveText: 'Non potrai più accedere con essa.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: "L'accesso con passkey è disattivato.",
    PASSKEY_REGISTRATION_FAILED: 'Impossibile salvare la passkey. Riprova.',
    PASSKEY_WEBAUTHN_ERROR: 'Il dispositivo non è riuscito a usare una passkey. Riprova.',
    PASSKEY_AUTHENTICATION_FAILED: 'Questa passkey non è stata accettata.',
    ERROR_CEREMONY_ABORTED: 'La finestra della passkey è stata chiusa.',
  },
};
