// Node resolve hook for the vendor SDK's published ESM build, which uses extension-less relative imports
// (`./interface/adminInterface`). Only specifiers imported from @stackframe packages are retried with
// `.js` / `/index.js`. Registered by mock-server/vendor-sdk.test.ts via `module.register`.
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const code = error && error.code;
    const fromVendor = context.parentURL && context.parentURL.includes('/@stackframe/');
    if (!fromVendor || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
    for (const suffix of ['.js', '/index.js']) {
      try {
        return await next(specifier + suffix, context);
      } catch {
        // try the next suffix
      }
    }
    throw error;
  }
}
