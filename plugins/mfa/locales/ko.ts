/**
 * Korean (ko) for the multi-factor views. Machine translation, reviewed by no native speaker yet: corrections are
 * welcome. Give it with the ui's pack: `<AuthProvider locale={[ko, mfaKo]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const mfaKo: Locale = {
  lang: 'ko',
  messages: {
    mfaTitle: '다단계 인증',
    mfaPrompt: '인증 앱의 6자리 코드를 입력하세요.',
    mfaCodeLabel: '인증 코드',
    mfaVerify: '확인',
    mfaStartOver: '다시 로그인',
    mfaEnable: '다단계 인증 켜기',
    mfaDisable: '다단계 인증 끄기',
    mfaIsOn: '로그인할 때 인증 앱의 코드를 요청합니다.',
    mfaIsOff: '로그인에 두 번째 단계를 추가하세요: 인증 앱의 코드입니다.',
    mfaScan: '인증 앱으로 QR 코드를 스캔하거나, 링크를 사용하거나, 키를 직접 입력하세요. 그런 다음 표시된 코드를 입력하세요.',
    mfaQrLabel: '인증 앱용 QR 코드',
    mfaConfirm: '켜기',
    mfaKey: '키: {key}',
    mfaOpenInApp: '인증 앱에서 열기',
    mfaDisableConfirm: '다단계 인증을 끌까요?',
    mfaDisableText: '로그인할 때 더 이상 인증 앱의 코드를 요청하지 않습니다.',
    mfaTurnOff: '끄기',
    mfaCopy: '키 복사',
    mfaCopied: '키를 복사했습니다.',
    INVALID_TOTP_CODE: '코드가 올바르지 않습니다. 다시 시도하세요.',
  },
};
