/**
 * German (de) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[de, mfaDe]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaDe: Locale = {
  lang: 'de',
  messages: {
    mfaTitle: 'Multi-Faktor-Authentifizierung',
    mfaPrompt: 'Gib den sechsstelligen Code aus deiner Authenticator-App ein.',
    mfaCodeLabel: 'Authentifizierungscode',
    mfaVerify: 'Bestätigen',
    mfaStartOver: 'Erneut anmelden',
    mfaEnable: 'Multi-Faktor-Authentifizierung aktivieren',
    mfaDisable: 'Multi-Faktor-Authentifizierung deaktivieren',
    mfaIsOn: 'Bei der Anmeldung wird ein Code aus deiner Authenticator-App abgefragt.',
    mfaIsOff: 'Füge deiner Anmeldung einen zweiten Schritt hinzu: einen Code aus einer Authenticator-App.',
    mfaScan: 'Scanne den QR-Code mit deiner Authenticator-App, nutze den Link oder gib den Schlüssel von Hand ein. Gib dann den angezeigten Code ein.',
    mfaQrLabel: 'QR-Code für deine Authenticator-App',
    mfaConfirm: 'Aktivieren',
    mfaKey: 'Schlüssel: {key}',
    mfaOpenInApp: 'In der Authenticator-App öffnen',
    mfaDisableConfirm: 'Multi-Faktor-Authentifizierung deaktivieren?',
    mfaDisableText: 'Bei der Anmeldung wird dann kein Code aus deiner Authenticator-App mehr abgefragt.',
    mfaTurnOff: 'Deaktivieren',
    mfaCopy: 'Schlüssel kopieren',
    mfaCopied: 'Schlüssel kopiert.',
    INVALID_TOTP_CODE: 'Dieser Code stimmt nicht. Bitte versuche es erneut.',
  },
};
