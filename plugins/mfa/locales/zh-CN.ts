/**
 * Simplified Chinese (zh-CN) for the multi-factor views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhCN, mfaZhCN]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaZhCN: Locale = {
  lang: 'zh-CN',
  messages: {
    mfaTitle: '多重身份验证',
    mfaPrompt: '请输入身份验证器应用中的六位验证码。',
    mfaCodeLabel: '身份验证码',
    mfaVerify: '验证',
    mfaStartOver: '重新登录',
    mfaEnable: '开启多重身份验证',
    mfaDisable: '关闭多重身份验证',
    mfaIsOn: '登录时需要输入身份验证器应用中的验证码。',
    mfaIsOff: '为登录添加第二步：身份验证器应用中的验证码。',
    mfaScan: '用身份验证器应用扫描二维码、使用链接或手动输入密钥，然后输入应用显示的验证码。',
    mfaQrLabel: '用于身份验证器应用的二维码',
    mfaConfirm: '开启',
    mfaKey: '密钥：{key}',
    mfaOpenInApp: '在身份验证器应用中打开',
    mfaDisableConfirm: '关闭多重身份验证？',
    mfaDisableText: '登录时将不再需要身份验证器应用中的验证码。',
    mfaTurnOff: '关闭',
    mfaCopy: '复制密钥',
    mfaCopied: '密钥已复制。',
    INVALID_TOTP_CODE: '验证码不正确，请重试。',
  },
};
