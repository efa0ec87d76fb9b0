/**
 * Traditional Chinese (zh-TW) for the e-mail (contact-channel) views. Machine translation, reviewed by no native
 * speaker yet: corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhTW,
 * contactChannelsZhTW]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsZhTW: Locale = {
  lang: 'zh-TW',
  messages: {
    emailsTitle: '電子郵件',
    emailsAdd: '新增電子郵件',
    emailsPrimary: '主要',
    emailsVerified: '已驗證',
    emailsUnverified: '未驗證',
    emailsUsedForSignIn: '用於登入',
    emailsMakePrimary: '設為主要',
    emailsSendVerification: '寄送驗證郵件',
    emailsVerificationSent: '驗證郵件已寄到 {email}。',
    emailsDelete: '刪除',
    emailsNone: '還沒有電子郵件地址。',
    emailsDeleteConfirm: '要移除 {email} 嗎？',
    emailsDeleteText: '你將無法再用此電子郵件登入或接收訊息。',
    emailsAlready: '此電子郵件已在你的清單中。',
    emailsUseForSignIn: '使用 {email} 登入',
    emailsOtpSignIn: '使用寄到我電子郵件的驗證碼登入',
  },
};
