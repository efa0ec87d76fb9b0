/**
 * RFC 6238 (TOTP) Appendix B test vectors, SHA-1 rows only.
 * Provenance: RFC 6238, "TOTP: Time-Based One-Time Password Algorithm", IETF, May 2011,
 * Appendix B "Test Vectors" (https://www.rfc-editor.org/rfc/rfc6238#appendix-B). The SHA-1 seed is the
 * 20-byte ASCII string "12345678901234567890"; T0 = 0, X = 30 s; the RFC prints 8-digit codes.
 * Shared by the host and client tests of this plugin.
 */
export const RFC6238_SHA1_SECRET = '12345678901234567890';

export const RFC6238_SHA1_VECTORS: readonly { unixSeconds: number; step: string; totp8: string }[] = [
  { unixSeconds: 59, step: '0000000000000001', totp8: '94287082' },
  { unixSeconds: 1111111109, step: '00000000023523EC', totp8: '07081804' },
  { unixSeconds: 1111111111, step: '00000000023523ED', totp8: '14050471' },
  { unixSeconds: 1234567890, step: '000000000273EF07', totp8: '89005924' },
  { unixSeconds: 2000000000, step: '0000000003F940AA', totp8: '69279037' },
  { unixSeconds: 20000000000, step: '0000000027BC86AA', totp8: '65353130' },
];
