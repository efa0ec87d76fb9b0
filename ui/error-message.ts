import { formatMessage } from './messages.js';
import type { Messages } from './messages.js';

interface CodedError {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

function isCoded(e: unknown): e is CodedError {
  return typeof e === 'object' && e !== null && typeof (e as CodedError).code === 'string' && typeof (e as CodedError).message === 'string';
}

/** The text shown for an error: SPEC messages (from `m`, so apps can translate them) by code, else the error's own message. */
export function errorMessage(error: unknown, m: Messages): string {
  if (typeof error === 'string') return error;
  if (isCoded(error)) {
    const d = error.details ?? {};
    switch (error.code) {
      case 'REDIRECT_URL_NOT_TRUSTED':
        return m.redirectUrlNotTrusted;
      case 'EMAIL_PASSWORD_MISMATCH':
        return m.wrongEmailOrPassword;
      case 'PASSWORD_CONFIRMATION_MISMATCH':
        return m.passwordsDoNotMatch;
      case 'PASSWORD_TOO_SHORT':
        if (typeof d.min_length === 'number') return formatMessage(m.passwordTooShort, { n: d.min_length });
        break;
      case 'PASSWORD_TOO_LONG':
        if (typeof d.maxLength === 'number') return formatMessage(m.passwordTooLong, { n: d.maxLength });
        break;
    }
    return error.message || m.unknownError;
  }
  if (error instanceof Error && error.message) return error.message;
  return m.unknownError;
}
