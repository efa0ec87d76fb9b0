/**
 * Brazilian Portuguese (pt-BR) for the OAuth views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ptBR, oauthPtBR]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthPtBR: Locale = {
  lang: 'pt-BR',
  messages: {
    oauthSignInWith: 'Entrar com {provider}',
    oauthSignUpWith: 'Cadastrar-se com {provider}',
    oauthCallbackTitle: 'Entrando…',
    oauthContinue: 'Nada acontecendo? Continuar',
    oauthCallbackError: 'Erro ao entrar pelo provedor. Tente de novo.',
    invalidTotpCode: 'Código inválido. Entre novamente.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'Esta conta não está conectada.',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'Esta conta já está conectada a outro usuário.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'Você já conectou outra conta deste provedor.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 'O provedor não concedeu o acesso de que este app precisa.',
    OAUTH_PROVIDER_ACCESS_DENIED: 'Você não permitiu o acesso no provedor.',
    OUTER_OAUTH_TIMEOUT: 'Entrar demorou demais. Tente de novo.',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'Este provedor de login não está disponível.',
    OAUTH_CALLBACK_INVALID: 'Falha ao entrar com este provedor. Tente de novo.',
  },
};
