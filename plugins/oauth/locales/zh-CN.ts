/**
 * Simplified Chinese (zh-CN) for the OAuth views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhCN, oauthZhCN]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthZhCN: Locale = {
  lang: 'zh-CN',
  messages: {
    oauthSignInWith: '使用 {provider} 登录',
    oauthSignUpWith: '使用 {provider} 注册',
    oauthCallbackTitle: '正在登录…',
    oauthContinue: '没有反应？继续',
    oauthCallbackError: '通过提供方登录时出错，请重试。',
    invalidTotpCode: '验证码无效，请重新登录。',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: '此账户未关联。',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: '此账户已关联到其他用户。',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: '你已关联了该提供方的另一个账户。',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: '提供方未授予此应用所需的权限。',
    OAUTH_PROVIDER_ACCESS_DENIED: '你未在提供方处允许访问。',
    OUTER_OAUTH_TIMEOUT: '登录耗时过长，请重试。',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: '此登录方式不可用。',
    OAUTH_CALLBACK_INVALID: '使用该提供方登录失败，请重试。',
  },
};
