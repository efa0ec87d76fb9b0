export { createMockServer, hostOf, listRoutes } from './create-mock-server.js';
export type { MockServerOptions } from './create-mock-server.js';
export { DEV_KEYS, LOCAL_KEYS } from './store/seed.js';
