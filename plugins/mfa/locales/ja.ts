/**
 * Japanese (ja) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[ja, mfaJa]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaJa: Locale = {
  lang: 'ja',
  messages: {
    mfaTitle: '多要素認証',
    mfaPrompt: '認証アプリに表示される 6 桁のコードを入力してください。',
    mfaCodeLabel: '認証コード',
    mfaVerify: '確認',
    mfaStartOver: 'もう一度サインイン',
    mfaEnable: '多要素認証を有効にする',
    mfaDisable: '多要素認証を無効にする',
    mfaIsOn: 'サインイン時に認証アプリのコードを求めます。',
    mfaIsOff: 'サインインに 2 つ目のステップを追加します：認証アプリのコードです。',
    mfaScan: '認証アプリで QR コードを読み取るか、リンクを使うか、キーを手入力してください。次に、表示されたコードを入力してください。',
    mfaQrLabel: '認証アプリ用の QR コード',
    mfaConfirm: '有効にする',
    mfaKey: 'キー：{key}',
    mfaOpenInApp: '認証アプリで開く',
    mfaDisableConfirm: '多要素認証を無効にしますか？',
    mfaDisableText: 'サインイン時に認証アプリのコードを求めなくなります。',
    mfaTurnOff: '無効にする',
    mfaCopy: 'キーをコピー',
    mfaCopied: 'キーをコピーしました。',
    INVALID_TOTP_CODE: 'コードが正しくありません。もう一度お試しください。',
  },
};
