/** fetch's TypeError hides the reason (ECONNREFUSED, …) in `cause`. */
export function describeError(e: unknown): string {
  const err = e as Error & { cause?: { message?: string; code?: string } };
  const cause = err?.cause ? ` (${err.cause.code ?? err.cause.message})` : '';
  return `${err?.message ?? String(e)}${cause}`;
}
