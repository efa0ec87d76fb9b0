/**
 * Brazilian Portuguese (pt-BR) for the multi-factor views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ptBR, mfaPtBR]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaPtBR: Locale = {
  lang: 'pt-BR',
  messages: {
    mfaTitle: 'Autenticação multifator',
    mfaPrompt: 'Digite o código de seis dígitos do seu app autenticador.',
    mfaCodeLabel: 'Código de autenticação',
    mfaVerify: 'Verificar',
    mfaStartOver: 'Entrar novamente',
    mfaEnable: 'Ativar a autenticação multifator',
    mfaDisable: 'Desativar a autenticação multifator',
    mfaIsOn: 'Ao entrar, é pedido um código do seu app autenticador.',
    mfaIsOff: 'Adicione uma segunda etapa ao seu acesso: um código de um app autenticador.',
    mfaScan: 'Leia o código QR com seu app autenticador, use o link ou digite a chave à mão. Depois informe o código exibido.',
    mfaQrLabel: 'Código QR para seu app autenticador',
    mfaConfirm: 'Ativar',
    mfaKey: 'Chave: {key}',
    mfaOpenInApp: 'Abrir no app autenticador',
    mfaDisableConfirm: 'Desativar a autenticação multifator?',
    mfaDisableText: 'Ao entrar, não será mais pedido um código do seu app autenticador.',
    mfaTurnOff: 'Desativar',
    mfaCopy: 'Copiar chave',
    mfaCopied: 'Chave copiada.',
    INVALID_TOTP_CODE: 'Esse código não está certo. Tente de novo.',
  },
};
