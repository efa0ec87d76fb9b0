export { createMockServer, hostOf, listRoutes } from './create-mock-server';
export type { MockServerOptions } from './create-mock-server';
export { DEV_KEYS } from './store/seed';
