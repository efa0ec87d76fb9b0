/**
 * Test vectors for PKCE.
 *
 * Provenance: RFC 7636 "Proof Key for Code Exchange by OAuth Public Clients", Appendix B ("Example for the
 * S256 code_challenge_method"), https://www.rfc-editor.org/rfc/rfc7636#appendix-B. The 32 octets are the
 * RFC's example random sequence; the verifier is their base64url encoding and the challenge is
 * BASE64URL(SHA256(ASCII(code_verifier))), both as printed in the RFC.
 */
export const RFC7636_APPENDIX_B = {
  octets: [
    116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83,
    132, 141, 121,
  ],
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
} as const;
