import { defineCase } from '../../define-case.js';
import { knownError } from '../../known-errors.js';
import type { Res } from '../../http.js';
import * as expect from '../../expect.js';
import { sendCode } from './otp-flow.js';

const API_CAP = 20;
const LIMIT = 60;

function isMaxAttempts(res: Res): boolean {
  return res.headers.get('x-stack-known-error') === 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED';
}

export const otpAttemptCap = defineCase({
  area: 'otp',
  name: 'otp-attempt-cap-counts-wrong-guesses',
  endpoints: ['POST /api/v1/auth/otp/sign-in/check-code', 'POST /api/v1/auth/otp/sign-in'],
  needs: ['mailbox'],
  async run(t) {
    // 1. the cap: how many check-code calls a code survives
    const first = await sendCode(t, t.email());
    let cap = 0;
    let last: Res | undefined;
    for (; cap < LIMIT; cap++) {
      last = await t.api('POST', '/auth/otp/sign-in/check-code', { as: 'client', json: { code: first.code } });
      if (isMaxAttempts(last)) break;
      expect.json(last, 200, { is_code_valid: true });
    }
    expect.check(cap < LIMIT, 'a verification code has an attempt cap', `≤ ${LIMIT} attempts`, `still valid after ${LIMIT}`);
    knownError(last!, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    // 2. wrong guesses sharing the nonce count against the real code
    const second = await sendCode(t, t.email());
    for (let i = 0; i < cap; i++) {
      const guess = `${String(100000 + i).slice(-6)}${second.nonce}`;
      knownError(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: guess } }), 'VERIFICATION_CODE_NOT_FOUND');
    }
    knownError(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: second.code } }), 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    t.info(`attempt cap ${cap} (hosted API: ${API_CAP}); wrong guesses sharing the nonce are counted`);
  },
});
