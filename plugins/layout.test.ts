/**
 * The plugin layout and its import rules (see plugins/README.md), checked on the sources: root → kernel;
 * views → ui and root; host → mock-server and the contract; never root → host. Tests and the helpers only
 * tests use may import anything, and nothing else imports them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles } from '../packages/module-graph.js';

type Room = 'root' | 'views' | 'host' | 'test';

const isTest = (f: string) => /\.test(-d)?\.tsx?$/.test(f);
const edges = (f: string) => {
  const m = importsOf(f);
  return [...m.static, ...m.dynamic];
};

/** Every file of `plugins/<name>` by room: tests and test helpers are those no client entry or host module reaches. */
function rooms(name: string): Map<string, Room> {
  const dir = `plugins/${name}`;
  const files = sourceFiles([dir]);
  const out = new Map<string, Room>();
  for (const f of files) {
    const rel = f.slice(dir.length + 1);
    if (isTest(f)) out.set(f, 'test');
    else if (rel.startsWith('host/')) out.set(f, 'host');
    // locales/<lang>.ts: the views' strings in one language, so views too
    else if (rel === 'views.tsx' || rel.startsWith('views/') || rel.startsWith('locales/')) out.set(f, 'views');
  }
  // What the entries and the host reach inside the plugin; any other file serves tests only.
  const reached = new Set<string>();
  const stack = files.filter((f) => f === `${dir}/index.ts` || out.get(f) === 'views' || out.get(f) === 'host');
  while (stack.length) {
    const f = stack.pop()!;
    if (reached.has(f)) continue;
    reached.add(f);
    for (const t of edges(f)) if (t.startsWith(`${dir}/`)) stack.push(t);
  }
  for (const f of files) if (!out.has(f)) out.set(f, reached.has(f) ? 'root' : 'test');
  return out;
}

/** The import-rule breaks of one plugin, as `from → to (why)`. */
function breaks(name: string, room: Map<string, Room>): string[] {
  const dir = `plugins/${name}/`;
  const bad: string[] = [];
  const pure = (t: string) => edges(t).length === 0;
  for (const [f, r] of room) {
    if (r === 'test') continue;
    for (const t of edges(f)) {
      const target: Room | 'kernel' | 'ui' | 'mock-server' | 'other' = t.startsWith(dir) ? room.get(t)! : t.startsWith('kernel/') ? 'kernel' : t.startsWith('ui/') ? 'ui' : t.startsWith('mock-server/') ? 'mock-server' : 'other';
      const allowed: Record<Room, readonly string[]> = {
        root: ['root', 'kernel'],
        views: ['views', 'root', 'ui', 'kernel'],
        host: ['host', 'mock-server'],
        test: [],
      };
      let ok = allowed[r].includes(target);
      if (r === 'host' && target === 'root') ok = t === `${dir}contract.ts` || pure(t);
      if (!ok) bad.push(`${f} → ${t} (${r} may not import ${target === 'test' ? 'a test helper' : target})`);
    }
  }
  return bad;
}

const FEATURES = readdirSync(join(root, 'plugins')).filter((n) => existsSync(join(root, 'plugins', n, 'contract.ts')));

describe('plugin layout', () => {
  it('every feature plugin has the same rooms: README, index.ts, contract.ts; views in views.tsx (parts in views/); host code in host/', () => {
    expect(FEATURES.sort()).toEqual(['admin', 'contact-channels', 'mfa', 'oauth', 'otp', 'passkey', 'password', 'teams']);
    const misplaced: string[] = [];
    for (const name of FEATURES) {
      for (const f of ['README.md', 'index.ts', 'contract.ts']) if (!existsSync(join(root, 'plugins', name, f))) misplaced.push(`plugins/${name}/${f} is missing`);
      for (const [f, r] of rooms(name)) {
        const rel = f.slice(`plugins/${name}/`.length);
        if (r === 'test') continue;
        // Host code is whatever imports the host core; it lives under host/.
        if (r !== 'host' && edges(f).some((t) => t.startsWith('mock-server/'))) misplaced.push(`${f} imports the host core outside host/`);
        if (r === 'root' && (rel.endsWith('.tsx') || rel.includes('/'))) misplaced.push(`${f}: the root holds client modules only (views go in views.tsx or views/)`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('each plugin keeps the import rules: root → kernel, views → ui and root, host → mock-server and the contract', () => {
    const bad = FEATURES.flatMap((name) => breaks(name, rooms(name)));
    expect(bad).toEqual([]);
  });

  it('outside the plugins, only the host core imports a plugin’s host/, and only its routes; the kernel and ui import no plugin (but ui/next, the Next.js integration, loads client plugins and views by name)', () => {
    const bad: string[] = [];
    for (const f of sourceFiles(['kernel', 'ui', 'mock-server'])) {
      if (isTest(f)) continue;
      for (const t of edges(f).filter((t) => t.startsWith('plugins/'))) {
        const hostRoutes = f.startsWith('mock-server/') && /^plugins\/[^/]+\/host\/routes\.ts$/.test(t);
        const nextLoadsClientCode = f.startsWith('ui/next/') && !/^plugins\/[^/]+\/host\//.test(t);
        if (!hostRoutes && !nextLoadsClientCode) bad.push(`${f} → ${t}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a break is caught: the rules are not vacuous', () => {
    const room = rooms('password');
    expect(room.get('plugins/password/password.ts')).toBe('root');
    expect(room.get('plugins/password/views.tsx')).toBe('views');
    expect(room.get('plugins/password/host/routes.ts')).toBe('host');
    expect(room.get('plugins/password/test-kit.ts')).toBe('test');
    // Pretend the client methods were host code: they import the kernel, which host code may not.
    const swapped = new Map(room).set('plugins/password/password.ts', 'host');
    expect(breaks('password', swapped).some((b) => b.startsWith('plugins/password/password.ts → kernel/'))).toBe(true);
    // Pretend the host routes were client code: they import the host core and host modules.
    const asRoot = new Map(room).set('plugins/password/host/routes.ts', 'root');
    expect(breaks('password', asRoot).some((b) => b.includes('(root may not import mock-server)'))).toBe(true);
  });
});
