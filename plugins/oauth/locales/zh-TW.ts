/**
 * Traditional Chinese (zh-TW) for the OAuth views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhTW, oauthZhTW]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthZhTW: Locale = {
  lang: 'zh-TW',
  messages: {
    oauthSignInWith: '使用 {provider} 登入',
    oauthSignUpWith: '使用 {provider} 註冊',
    oauthCallbackTitle: '正在登入…',
    oauthContinue: '沒有反應？繼續',
    oauthCallbackError: '透過提供者登入時發生錯誤，請再試一次。',
    invalidTotpCode: '驗證碼無效，請重新登入。',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: '此帳戶未連結。',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: '此帳戶已連結到其他使用者。',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: '你已連結此提供者的另一個帳戶。',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: '提供者未授予此應用程式所需的存取權。',
    OAUTH_PROVIDER_ACCESS_DENIED: '你未在提供者處允許存取。',
    OUTER_OAUTH_TIMEOUT: '登入時間過長，請再試一次。',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: '此登入方式無法使用。',
    OAUTH_CALLBACK_INVALID: '使用此提供者登入失敗，請再試一次。',
  },
};
