import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';

const docs = fileURLToPath(new URL('..', import.meta.url));
const pages = (dir: string) =>
  readdirSync(`${docs}/${dir}`)
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .sort()
    .map((f) => ({ text: f.replace(/\.md$/, ''), link: `/${dir}/${f.replace(/\.md$/, '')}` }));

export default defineConfig({
  title: 'tinyauth',
  description: 'A plugin-based auth SDK for the Stack Auth wire protocol, a local API host and a conformance suite.',
  srcExclude: ['screenshots/**', '*.ts'],
  cleanUrls: true,
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/guides/vite' },
      { text: 'Plugins', link: '/plugins/core' },
      { text: 'Host flags', link: '/host/' },
    ],
    sidebar: [
      {
        text: 'Frameworks',
        items: [
          { text: 'Vite + React', link: '/guides/vite' },
          { text: 'Next.js', link: '/guides/nextjs' },
          { text: 'Node servers (Hono, Express)', link: '/guides/node-servers' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Migrating from @stackframe/js', link: '/guides/migrating-from-stackframe' },
          { text: 'Writing a custom host', link: '/guides/custom-host' },
        ],
      },
      { text: 'Plugins', items: pages('plugins') },
      { text: 'Host flags', link: '/host/', items: pages('host') },
    ],
    search: { provider: 'local' },
  },
});
