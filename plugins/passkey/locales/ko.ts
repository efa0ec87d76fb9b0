/**
 * Korean (ko) for the passkey views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[ko, passkeyKo]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const passkeyKo: Locale = {
  lang: 'ko',
  messages: {
    passkeySignIn: '패스키로 로그인',
    passkeySectionTitle: '패스키',
    passkeyNone: '아직 패스키가 없습니다. 패스키를 사용하면 기기(지문, 얼굴 또는 PIN)로 로그인할 수 있습니다.',
    passkeyActive: '이 계정은 패스키 로그인이 켜져 있습니다.',
    passkeyAdd: '패스키 추가',
    passkeyReplace: '패스키 교체',
    passkeyRemove: '패스키 삭제',
    passkeyAdded: '패스키를 저장했습니다.',
    passkeyRemoveConfirm: '패스키를 삭제할까요?',
    passkeyRemoveText: '더 이상 이 패스키로 로그인할 수 없습니다.',
    PASSKEY_AUTHENTICATION_NOT_ENABLED: '패스키 로그인이 꺼져 있습니다.',
    PASSKEY_REGISTRATION_FAILED: '패스키를 저장하지 못했습니다. 다시 시도하세요.',
    PASSKEY_WEBAUTHN_ERROR: '기기에서 패스키를 사용하지 못했습니다. 다시 시도하세요.',
    PASSKEY_AUTHENTICATION_FAILED: '이 패스키는 허용되지 않았습니다.',
    ERROR_CEREMONY_ABORTED: '패스키 창이 닫혔습니다.',
  },
};
