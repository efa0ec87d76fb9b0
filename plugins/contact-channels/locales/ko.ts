/**
 * Korean (ko) for the e-mail (contact-channel) views. Machine translation, reviewed by no native speaker yet:
 * corrections are welcome. Give it with the ui's pack: `<AuthProvider locale={[ko, contactChannelsKo]}>`.
 */
import type { Locale } from '../../../ui/locale.js';

export const contactChannelsKo: Locale = {
  lang: 'ko',
  messages: {
    emailsTitle: '이메일',
    emailsAdd: '이메일 추가',
    emailsPrimary: '기본',
    emailsVerified: '인증됨',
    emailsUnverified: '인증되지 않음',
    emailsUsedForSignIn: '로그인에 사용',
    emailsMakePrimary: '기본으로 설정',
    emailsSendVerification: '인증 이메일 보내기',
    emailsVerificationSent: '{email}(으)로 인증 이메일을 보냈습니다.',
    emailsDelete: '삭제',
    emailsNone: '아직 이메일 주소가 없습니다.',
    emailsDeleteConfirm: '{email}을(를) 삭제할까요?',
    emailsDeleteText: '이 이메일로 더 이상 로그인하거나 메시지를 받을 수 없습니다.',
    emailsAlready: '이 이메일은 이미 목록에 있습니다.',
    emailsUseForSignIn: '{email}을(를) 로그인에 사용',
    emailsOtpSignIn: '내 이메일로 받은 코드로 로그인',
  },
};
