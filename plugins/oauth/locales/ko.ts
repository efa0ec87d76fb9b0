/**
 * Korean (ko) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are welcome.
 * Give it with the ui's pack: `<AuthProvider locale={[ko, oauthKo]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthKo: Locale = {
  lang: 'ko',
  messages: {
    oauthSignInWith: '{provider}(으)로 로그인',
    oauthSignUpWith: '{provider}(으)로 가입',
    oauthCallbackTitle: '로그인 중…',
    oauthContinue: '진행되지 않나요? 계속',
    oauthCallbackError: '제공자를 통한 로그인 중 오류가 발생했습니다. 다시 시도하세요.',
    invalidTotpCode: '코드가 올바르지 않습니다. 다시 로그인하세요.',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: '연결되지 않은 계정입니다.',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: '이 계정은 이미 다른 사용자와 연결되어 있습니다.',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: '이 제공자의 다른 계정을 이미 연결했습니다.',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: '제공자가 이 앱에 필요한 권한을 허용하지 않았습니다.',
    OAUTH_PROVIDER_ACCESS_DENIED: '제공자에서 접근을 허용하지 않았습니다.',
    OUTER_OAUTH_TIMEOUT: '로그인이 너무 오래 걸렸습니다. 다시 시도하세요.',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: '이 로그인 제공자는 사용할 수 없습니다.',
    OAUTH_CALLBACK_INVALID: '이 제공자로 로그인하지 못했습니다. 다시 시도하세요.',
  },
};
