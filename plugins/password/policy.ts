/**
 * The password policy (minimum and maximum length, with the hosted API's exact messages), shared by the client checks and the host routes.
 * Length is counted in Unicode code points, so multibyte input (emoji, CJK) is measured the way a
 * person counts it and never splits a surrogate pair; the hash gets the full UTF-8 bytes (no truncation).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 70;

export type PasswordProblem =
  | { code: 'PASSWORD_TOO_SHORT'; message: string; details: { min_length: number } }
  | { code: 'PASSWORD_TOO_LONG'; message: string; details: { maxLength: number } };

/** Code points, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Null when the password is acceptable; otherwise the error with its exact message ('Password too short. Minimum length is {n}.' …) and the wire detail key. */
export function checkPassword(password: string): PasswordProblem | null {
  const len = passwordLength(password);
  if (len < MIN_PASSWORD_LENGTH) {
    return { code: 'PASSWORD_TOO_SHORT', message: `Password too short. Minimum length is ${MIN_PASSWORD_LENGTH}.`, details: { min_length: MIN_PASSWORD_LENGTH } };
  }
  if (len > MAX_PASSWORD_LENGTH) {
    return { code: 'PASSWORD_TOO_LONG', message: `Password too long. Maximum length is ${MAX_PASSWORD_LENGTH}.`, details: { maxLength: MAX_PASSWORD_LENGTH } };
  }
  return null;
}
