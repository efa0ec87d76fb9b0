import type { ComponentType } from 'react';
import { useMemo } from '../react.js';
import { createRoot } from 'react-dom/client';
import { Link, useLocation, useSearch } from 'wouter';
import { cookieTokenStore, createClient } from '../../kernel/index.js';
import type { AnyPlugin, CoreClient } from '../../kernel/index.js';
import { Handler } from '../handler.js';
import { AuthProvider } from '../provider.js';
import { AuthStyles } from '../styles.js';
import { UserButton } from '../user-button.js';
import { useUser } from '../use-user.js';
import type { AnyPluginViews } from '../view-contract.js';
import type { Locale } from '../locale.js';
import { de } from '../locales/de.js';
import { es } from '../locales/es.js';
import { fr } from '../locales/fr.js';
import { ja } from '../locales/ja.js';
import { it } from '../locales/it.js';
import { ko } from '../locales/ko.js';
import { ptBR } from '../locales/pt-BR.js';
import { zhCN } from '../locales/zh-CN.js';
import { zhTW } from '../locales/zh-TW.js';

/** One plugin folder as the build found it: its entry module and, when present, its views and locale pack modules. */
export interface PlaygroundModule {
  folder: string;
  plugin: Record<string, unknown>;
  views?: Record<string, unknown>;
  locales?: readonly Record<string, unknown>[];
}

const camel = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const isViews = (v: unknown): v is AnyPluginViews => typeof v === 'object' && v !== null && typeof (v as AnyPluginViews).id === 'string';

/** Every plugin factory that can be made without options, whose requirements are also loaded. */
export function loadPlugins(modules: readonly PlaygroundModule[]): { plugins: AnyPlugin[]; views: AnyPluginViews[] } {
  const made: AnyPlugin[] = [];
  for (const m of modules) {
    const factory = m.plugin[camel(m.folder)];
    if (typeof factory !== 'function') continue;
    try {
      made.push((factory as () => AnyPlugin)());
    } catch {
      // needs options the playground cannot guess: leave it out
    }
  }
  let plugins = made;
  for (;;) {
    const ids = new Set(plugins.map((p) => p.id));
    const kept = plugins.filter((p) => (p.requires ?? []).every((r) => ids.has(r)));
    if (kept.length === plugins.length) break;
    plugins = kept;
  }
  const ids = new Set(plugins.map((p) => p.id));
  // a Set: a views module may export one object under two names (a deprecated alias)
  const views = [...new Set(modules.flatMap((m) => Object.values(m.views ?? {}).filter(isViews)))].filter((v) => ids.has(v.id));
  return { plugins, views };
}

/** The teams plugin's <TeamSwitcher>, when the build has it. */
let TeamSwitcher: ComponentType | undefined;

function Home({ client, pluginIds }: { client: CoreClient; pluginIds: string[] }) {
  const user = useUser();
  return (
    <main className="ta-root ta-handler">
      <div className="ta-card">
        <div className="ta-row">
          <h1 style={{ flex: 1 }}>tinyauth playground</h1>
          <UserButton />
        </div>
        <div role="status" className="ta-alert ta-alert-info" data-testid="who">
          {user === undefined ? 'Loading…' : user ? `Signed in as ${user.displayName ?? user.primaryEmail ?? user.id}` : 'You are not signed in.'}
        </div>
        {user ? <p className="ta-muted">{user.primaryEmail}</p> : null}
        {user && TeamSwitcher ? <TeamSwitcher /> : null}
        <nav aria-label="Playground">
          <ul>
            {user ? null : (
              <>
                <li><Link className="ta-link" to={client.urls.signIn}>Sign in</Link></li>
                <li><Link className="ta-link" to={client.urls.signUp}>Sign up</Link></li>
              </>
            )}
            <li><Link className="ta-link" to={client.urls.accountSettings}>Account settings</Link></li>
            {user ? <li><Link className="ta-link" to={client.urls.signOut}>Sign out</Link></li> : null}
            <li><a className="ta-link" href="/mailbox">Dev mailbox</a></li>
          </ul>
        </nav>
        <p className="ta-muted">Plugins: {pluginIds.join(', ') || 'none'}</p>
      </div>
    </main>
  );
}

/** `?lang=de` (or es, fr, it, ja, ko, pt-BR, zh-CN, zh-TW) shows the playground in that language. */
const LOCALES: Record<string, Locale> = { de, es, fr, it, ja, ko, 'pt-BR': ptBR, 'zh-CN': zhCN, 'zh-TW': zhTW };
const isLocale = (v: unknown): v is Locale => typeof v === 'object' && v !== null && typeof (v as Locale).lang === 'string' && typeof (v as Locale).messages === 'object';

interface AppProps {
  client: CoreClient;
  views: AnyPluginViews[];
  pluginIds: string[];
  /** The plugins' locale packs, every language. */
  packs: readonly Locale[];
}

function App({ client, views, pluginIds, packs }: AppProps) {
  const [path] = useLocation();
  const inHandler = path === client.urls.handler || path.startsWith(client.urls.handler + '/');
  const lang = new URLSearchParams(useSearch()).get('lang') ?? '';
  // the ui's pack and the plugins' packs of that language
  const locale = useMemo(() => (LOCALES[lang] ? [LOCALES[lang], ...packs.filter((p) => p.lang === lang)] : undefined), [lang, packs]);
  return (
    <AuthProvider client={client} views={views} locale={locale}>
      <AuthStyles />
      {inHandler ? <Handler styles={false} /> : <Home client={client} pluginIds={pluginIds} />}
    </AuthProvider>
  );
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;

/**
 * Starts the playground against the host that served the page, on the project its meta tags name (the CLI names
 * the `local` project), else `internal` with its development key.
 */
export function startPlayground(modules: readonly PlaygroundModule[]): void {
  const { plugins, views } = loadPlugins(modules);
  TeamSwitcher = plugins.some((p) => p.id === 'teams') ? (modules.find((m) => m.folder === 'teams')?.views?.TeamSwitcher as ComponentType) : undefined;
  const client = createClient({
    projectId: meta('tinyauth-project-id') ?? 'internal',
    publishableClientKey: meta('tinyauth-publishable-client-key') ?? 'this-publishable-client-key-is-for-local-development-only',
    baseUrl: location.origin,
    tokenStore: cookieTokenStore(),
    plugins,
  });
  const packs = modules.flatMap((m) => (m.locales ?? []).flatMap((mod) => Object.values(mod))).filter(isLocale);
  createRoot(document.getElementById('root')!).render(<App client={client} views={views} pluginIds={plugins.map((p) => p.id)} packs={packs} />);
}
