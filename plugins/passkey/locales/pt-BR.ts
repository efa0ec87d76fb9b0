/**
 * Brazilian Portuguese (pt-BR) for the passkey views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ptBR, passkeyPtBR]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyPtBR: Locale = {
  lang: 'pt-BR',
  messages: {
    passkeySignIn: 'Entrar com chave de acesso',
    passkeySectionTitle: 'Chave de acesso',
    passkeyNone: 'Você ainda não tem uma chave de acesso. Uma chave de acesso faz você entrar com seu dispositivo (digital, rosto ou PIN).',
    passkeyActive: 'O acesso com chave de acesso está ativado nesta conta.',
    passkeyAdd: 'Adicionar chave de acesso',
    passkeyReplace: 'Substituir chave de acesso',
    passkeyRemove: 'Remover chave de acesso',
    passkeyAdded: 'Chave de acesso salva.',
    passkeyRemoveConfirm: 'Remover sua chave de acesso?',
    passkeyRemoveText: 'Você não poderá mais entrar com ela.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: 'Entrar com chave de acesso está desativado.',
    PASSKEY_REGISTRATION_FAILED: 'Não foi possível salvar a chave de acesso. Tente de novo.',
    PASSKEY_WEBAUTHN_ERROR: 'Seu dispositivo não conseguiu usar uma chave de acesso. Tente de novo.',
    PASSKEY_AUTHENTICATION_FAILED: 'Esta chave de acesso não foi aceita.',
    ERROR_CEREMONY_ABORTED: 'A janela da chave de acesso foi fechada.',
  },
};
