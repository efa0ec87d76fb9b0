import type { Hono } from 'hono';
import { FAVICON } from '../../mock-server/dev/page-chrome.js';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${FAVICON}<style>body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/playground.js"></script></body></html>`;

/** Serves a built playground on a host app: the bundle, `/` and `/handler/*` (SPA fallback). */
export function mountPlayground(app: Hono, built: { js: string }, title = 'Playground'): void {
  const html = () => new Response(page(title), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  app.get('/playground.js', () => new Response(built.js, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }));
  app.get('/', html);
  app.get('/handler', html);
  app.get('/handler/*', html);
}
