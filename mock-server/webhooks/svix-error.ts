/** Svix's error answers: `{code, detail}`, and 422 with `detail: [{loc, msg, type}]` for a bad field. */
export class SvixError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : 'svix error');
  }
}

export const notFound = () => new SvixError(404, { code: 'not_found', detail: 'Entity not found' });
export const invalid = (loc: (string | number)[], msg: string, type = 'value_error') => new SvixError(422, { detail: [{ loc, msg, type }] });
