/**
 * The error to show for a code taken from an e-mail link: a malformed code (the host's SCHEMA_ERROR, e.g. a
 * link cut short by a mail client) reads like an unknown one, so every page that takes a code says the same
 * thing for every broken link. Other errors pass through.
 */
export function linkError(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code === 'SCHEMA_ERROR' ? { code: 'VERIFICATION_CODE_NOT_FOUND' } : error;
}
