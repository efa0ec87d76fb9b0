import type { FrameworkTemplate } from './template.js';

/**
 * Next.js (App Router) is recognised, but its files come with the `@tinyauth/sdk/next` subpath: until then
 * `init` says so and writes nothing.
 */
export const nextTemplate: FrameworkTemplate & { pending: string } = {
  id: 'next',
  label: 'Next.js (App Router)',
  detect: (app) => 'next' in app.dependencies,
  peers: [],
  devCommand: 'npm run dev',
  pending:
    'Next.js support in init comes with the @tinyauth/sdk/next subpath (AuthProvider, getUser, authMiddleware, HandlerPage), ' +
    'in a coming version. Meanwhile follow the Vite steps in the README: the client module and <AuthProvider> are the same.',
  files: () => [],
};
