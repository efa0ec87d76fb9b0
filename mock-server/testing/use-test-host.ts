/**
 * Test helper: the host (and a project on it) that most test files share, started before the file's tests
 * and closed after them. The objects are returned at once and filled in when the host is up, so a file
 * names them at its top: `const t = useTestHost(); const p = useTestProject(t);`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { MockServerOptions } from '../create-mock-server.js';
import { startTestHost, type TestHost, type TestProject } from './test-host.js';

/** A host on 127.0.0.1:0 for the calling file's tests (see startTestHost). */
export function useTestHost(options: MockServerOptions = {}): TestHost {
  const t = {} as TestHost;
  beforeAll(async () => {
    Object.assign(t, await startTestHost(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** A fresh project on `t`, made once before the file's tests (after the host is up). */
export function useTestProject(t: TestHost, body?: Record<string, unknown>): TestProject {
  const p = {} as TestProject;
  beforeAll(async () => {
    Object.assign(p, await t.project(body));
  });
  return p;
}
