/**
 * Traditional Chinese (zh-TW) for the multi-factor views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhTW, mfaZhTW]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaZhTW: Locale = {
  lang: 'zh-TW',
  messages: {
    mfaTitle: '多重要素驗證',
    mfaPrompt: '請輸入驗證器應用程式中的六位數驗證碼。',
    mfaCodeLabel: '驗證碼',
    mfaVerify: '驗證',
    mfaStartOver: '重新登入',
    mfaEnable: '開啟多重要素驗證',
    mfaDisable: '關閉多重要素驗證',
    mfaIsOn: '登入時需要輸入驗證器應用程式中的驗證碼。',
    mfaIsOff: '為登入新增第二個步驟：驗證器應用程式中的驗證碼。',
    mfaScan: '用驗證器應用程式掃描 QR 碼、使用連結或手動輸入金鑰，然後輸入應用程式顯示的驗證碼。',
    mfaQrLabel: '用於驗證器應用程式的 QR 碼',
    mfaConfirm: '開啟',
    mfaKey: '金鑰：{key}',
    mfaOpenInApp: '在驗證器應用程式中開啟',
    mfaDisableConfirm: '要關閉多重要素驗證嗎？',
    mfaDisableText: '登入時將不再需要驗證器應用程式中的驗證碼。',
    mfaTurnOff: '關閉',
    mfaCopy: '複製金鑰',
    mfaCopied: '金鑰已複製。',
    INVALID_TOTP_CODE: '驗證碼不正確，請再試一次。',
  },
};
