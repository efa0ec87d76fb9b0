/**
 * Simplified Chinese (zh-CN) for the e-mail (contact-channel) views. Machine translation, reviewed by no native
 * speaker yet: corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhCN,
 * contactChannelsZhCN]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsZhCN: Locale = {
  lang: 'zh-CN',
  messages: {
    emailsTitle: '邮箱',
    emailsAdd: '添加邮箱',
    emailsPrimary: '主邮箱',
    emailsVerified: '已验证',
    emailsUnverified: '未验证',
    emailsUsedForSignIn: '用于登录',
    emailsMakePrimary: '设为主邮箱',
    emailsSendVerification: '发送验证邮件',
    emailsVerificationSent: '验证邮件已发送至 {email}。',
    emailsDelete: '删除',
    emailsNone: '还没有邮箱地址。',
    emailsDeleteConfirm: '移除 {email}？',
    emailsDeleteText: '你将无法再用此邮箱登录或接收消息。',
    emailsAlready: '此邮箱已在你的列表中。',
    emailsUseForSignIn: '使用 {email} 登录',
    emailsOtpSignIn: '使用发送到我邮箱的验证码登录',
  },
};
