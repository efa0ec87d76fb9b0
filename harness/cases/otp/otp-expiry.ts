import { defineCase } from '../../define-case.js';
import { knownError } from '../../known-errors.js';
import { sendCode } from './otp-flow.js';

export const otpCodeExpires = defineCase({
  area: 'otp',
  name: 'otp-code-expires-after-7-days',
  endpoints: ['POST /api/v1/auth/otp/sign-in'],
  needs: ['mailbox', 'clock'],
  async run(t) {
    const { code } = await sendCode(t, t.email());
    await t.clock!.advance(7 * 24 * 3600_000 + 60_000);
    knownError(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code } }), 'VERIFICATION_CODE_EXPIRED');
  },
});
