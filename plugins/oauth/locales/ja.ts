/**
 * Japanese (ja) for the OAuth views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[ja, oauthJa]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const oauthJa: Locale = {
  lang: 'ja',
  messages: {
    oauthSignInWith: '{provider} でサインイン',
    oauthSignUpWith: '{provider} で新規登録',
    oauthCallbackTitle: 'サインインしています…',
    oauthContinue: '進まない場合は、こちらから続行',
    oauthCallbackError: 'プロバイダー経由のサインインでエラーが発生しました。もう一度お試しください。',
    invalidTotpCode: 'コードが無効です。もう一度サインインしてください。',
    OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'このアカウントは連携されていません。',
    OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'このアカウントはすでに別のユーザーと連携しています。',
    USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'このプロバイダーの別のアカウントをすでに連携しています。',
    OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 'プロバイダーがこのアプリに必要なアクセスを許可しませんでした。',
    OAUTH_PROVIDER_ACCESS_DENIED: 'プロバイダーでアクセスを許可しませんでした。',
    OUTER_OAUTH_TIMEOUT: 'サインインに時間がかかりすぎました。もう一度お試しください。',
    OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'このサインイン方法は利用できません。',
    OAUTH_CALLBACK_INVALID: 'このプロバイダーでのサインインに失敗しました。もう一度お試しください。',
  },
};
