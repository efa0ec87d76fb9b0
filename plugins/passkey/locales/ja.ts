/**
 * Japanese (ja) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[ja, passkeyJa]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyJa: Locale = {
  lang: 'ja',
  messages: {
    passkeySignIn: 'パスキーでサインイン',
    passkeySectionTitle: 'パスキー',
    passkeyNone: 'パスキーはまだありません。パスキーを使うと、デバイス（指紋、顔、PIN）でサインインできます。',
    passkeyActive: 'このアカウントではパスキーでのサインインが有効です。',
    passkeyAdd: 'パスキーを追加',
    passkeyReplace: 'パスキーを置き換える',
    passkeyRemove: 'パスキーを削除',
    passkeyAdded: 'パスキーを保存しました。',
    passkeyRemoveConfirm: 'パスキーを削除しますか？',
    passkeyRemoveText: 'このパスキーではサインインできなくなります。',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: 'パスキーでのサインインは無効です。',
    PASSKEY_REGISTRATION_FAILED: 'パスキーを保存できませんでした。もう一度お試しください。',
    PASSKEY_WEBAUTHN_ERROR: 'お使いのデバイスでパスキーを使用できませんでした。もう一度お試しください。',
    PASSKEY_AUTHENTICATION_FAILED: 'このパスキーは受け付けられませんでした。',
    ERROR_CEREMONY_ABORTED: 'パスキーの画面が閉じられました。',
  },
};
