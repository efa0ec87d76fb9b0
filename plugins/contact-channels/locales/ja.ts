/**
 * Japanese (ja) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ja, contactChannelsJa]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsJa: Locale = {
  lang: 'ja',
  messages: {
    emailsTitle: 'メールアドレス',
    emailsAdd: 'メールアドレスを追加',
    emailsPrimary: 'メイン',
    emailsVerified: '確認済み',
    emailsUnverified: '未確認',
    emailsUsedForSignIn: 'サインインに使用',
    emailsMakePrimary: 'メインにする',
    emailsSendVerification: '確認メールを送信',
    emailsVerificationSent: '{email} に確認メールを送信しました。',
    emailsDelete: '削除',
    emailsNone: 'メールアドレスはまだありません。',
    emailsDeleteConfirm: '{email} を削除しますか？',
    emailsDeleteText: 'このメールアドレスでのサインインやメッセージの受信ができなくなります。',
    emailsAlready: 'このメールアドレスはすでに一覧にあります。',
    emailsUseForSignIn: '{email} をサインインに使用',
    emailsOtpSignIn: 'メールに届くコードでサインイン',
  },
};
