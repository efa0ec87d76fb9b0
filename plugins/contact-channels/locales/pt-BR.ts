/**
 * Brazilian Portuguese (pt-BR) for the e-mail (contact-channel) views. Machine translation, reviewed by no native
 * speaker yet: corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ptBR,
 * contactChannelsPtBR]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsPtBR: Locale = {
  lang: 'pt-BR',
  messages: {
    emailsTitle: 'E-mails',
    emailsAdd: 'Adicionar e-mail',
    emailsPrimary: 'Principal',
    emailsVerified: 'Verificado',
    emailsUnverified: 'Não verificado',
    emailsUsedForSignIn: 'Usado para entrar',
    emailsMakePrimary: 'Tornar principal',
    emailsSendVerification: 'Enviar e-mail de verificação',
    emailsVerificationSent: 'E-mail de verificação enviado para {email}.',
    emailsDelete: 'Excluir',
    emailsNone: 'Nenhum endereço de e-mail ainda.',
    emailsDeleteConfirm: 'Remover {email}?',
    emailsDeleteText: 'Você não poderá mais entrar nem receber mensagens com este e-mail.',
    emailsAlready: 'Este e-mail já está na sua lista.',
    emailsUseForSignIn: 'Usar {email} para entrar',
    emailsOtpSignIn: 'Entrar com um código enviado ao meu e-mail',
  },
};
