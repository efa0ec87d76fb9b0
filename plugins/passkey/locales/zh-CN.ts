/**
 * Simplified Chinese (zh-CN) for the passkey views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhCN, passkeyZhCN]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyZhCN: Locale = {
  lang: 'zh-CN',
  messages: {
    passkeySignIn: '使用通行密钥登录',
    passkeySectionTitle: '通行密钥',
    passkeyNone: '你还没有通行密钥。通行密钥让你用设备（指纹、面容或 PIN）登录。',
    passkeyActive: '此账户已开启通行密钥登录。',
    passkeyAdd: '添加通行密钥',
    passkeyReplace: '替换通行密钥',
    passkeyRemove: '移除通行密钥',
    passkeyAdded: '通行密钥已保存。',
    passkeyRemoveConfirm: '移除你的通行密钥？',
    passkeyRemoveText: '你将无法再用它登录。',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: '通行密钥登录已关闭。',
    PASSKEY_REGISTRATION_FAILED: '无法保存通行密钥，请重试。',
    PASSKEY_WEBAUTHN_ERROR: '你的设备无法使用通行密钥，请重试。',
    PASSKEY_AUTHENTICATION_FAILED: '此通行密钥未被接受。',
    ERROR_CEREMONY_ABORTED: '通行密钥窗口已关闭。',
  },
};
