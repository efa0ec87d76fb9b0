/**
 * Traditional Chinese (zh-TW) for the passkey views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[zhTW, passkeyZhTW]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyZhTW: Locale = {
  lang: 'zh-TW',
  messages: {
    passkeySignIn: '使用通行金鑰登入',
    passkeySectionTitle: '通行金鑰',
    passkeyNone: '你還沒有通行金鑰。通行金鑰讓你用裝置（指紋、臉孔或 PIN）登入。',
    passkeyActive: '此帳戶已開啟通行金鑰登入。',
    passkeyAdd: '新增通行金鑰',
    passkeyReplace: '更換通行金鑰',
    passkeyRemove: '移除通行金鑰',
    passkeyAdded: '通行金鑰已儲存。',
    passkeyRemoveConfirm: '要移除你的通行金鑰嗎？',
    passkeyRemoveText: '你將無法再用它登入。',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: '通行金鑰登入已關閉。',
    PASSKEY_REGISTRATION_FAILED: '無法儲存通行金鑰，請再試一次。',
    PASSKEY_WEBAUTHN_ERROR: '你的裝置無法使用通行金鑰，請再試一次。',
    PASSKEY_AUTHENTICATION_FAILED: '此通行金鑰未被接受。',
    ERROR_CEREMONY_ABORTED: '通行金鑰視窗已關閉。',
  },
};
