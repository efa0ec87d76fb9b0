/**
 * Recorded test data: one passkey registration and one assertion, made once by the software authenticator
 * (plugins/passkey/test-authenticator.ts) for the fixed test challenge `TU9DSw` (the UTF-8 bytes of `MOCK`),
 * RP id `localhost` and origin `http://localhost:3000`. A host started with the fixed challenge verifies
 * them like any other credential; hosts with random challenges refuse them. Attestation `none`, ES256,
 * signature counter 0 at registration and 1 in the assertion.
 */
export const RECORDED_PASSKEY = {
  "challenge": "TU9DSw",
  "origin": "http://localhost:3000",
  "rpId": "localhost",
  "registration": {
    "id": "IJfgg0S8VQbb838goNdHAQ",
    "rawId": "IJfgg0S8VQbb838goNdHAQ",
    "response": {
      "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiVFU5RFN3Iiwib3JpZ2luIjoiaHR0cDovL2xvY2FsaG9zdDozMDAwIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ",
      "attestationObject": "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YViUSZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2NFAAAAAAAAAAAAAAAAAAAAAAAAAAAAECCX4INEvFUG2_N_IKDXRwGlAQIDJiABIVggdBcfYmONYZkqKSAEF_IWq0FXes4ZF7Sog1MRXySTGoUiWCCL55d2Ai5umHtp3thFCMG7ZPofMX3IuGBGvCkKdtj3Xw",
      "transports": [
        "internal"
      ],
      "publicKeyAlgorithm": -7,
      "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2NFAAAAAAAAAAAAAAAAAAAAAAAAAAAAECCX4INEvFUG2_N_IKDXRwGlAQIDJiABIVggdBcfYmONYZkqKSAEF_IWq0FXes4ZF7Sog1MRXySTGoUiWCCL55d2Ai5umHtp3thFCMG7ZPofMX3IuGBGvCkKdtj3Xw"
    },
    "type": "public-key",
    "clientExtensionResults": {
      "credProps": {
        "rk": true
      }
    },
    "authenticatorAttachment": "platform"
  },
  "assertion": {
    "id": "IJfgg0S8VQbb838goNdHAQ",
    "rawId": "IJfgg0S8VQbb838goNdHAQ",
    "response": {
      "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiVFU5RFN3Iiwib3JpZ2luIjoiaHR0cDovL2xvY2FsaG9zdDozMDAwIiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ",
      "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
      "signature": "MEUCIQDLTlHtdfDPRv8o9wzdwI3jFX-b_MV3e06AterTO0-AwgIgKYp3mf-DCkc40C5fm5knkQAOJskuJCEIwfRYXbuNd_8",
      "userHandle": "cmVjb3JkZWQtcGFzc2tleS11c2Vy"
    },
    "type": "public-key",
    "clientExtensionResults": {},
    "authenticatorAttachment": "platform"
  }
} as const;
