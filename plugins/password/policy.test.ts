import { describe, expect, it } from 'vitest';
import { checkPassword, passwordLength } from './policy.js';

describe('password policy (length limits, exact messages)', () => {
  it('counts code points, so a surrogate pair is one character', () => {
    expect(passwordLength('abc')).toBe(3);
    expect(passwordLength('🔑🔑')).toBe(2);
    expect('🔑🔑'.length).toBe(4);
    expect(passwordLength('密码')).toBe(2);
  });

  it('gives the exact messages and wire details at the bounds', () => {
    expect(checkPassword('')).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short. Minimum length is 8.', details: { min_length: 8 } });
    expect(checkPassword('🔑'.repeat(7))).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(checkPassword('x'.repeat(8))).toBeNull();
    expect(checkPassword('🔑'.repeat(70))).toBeNull();
    expect(checkPassword('x'.repeat(71))).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long. Maximum length is 70.', details: { maxLength: 70 } });
  });
});
