/**
 * Every message key of the ui and of every plugin view has a translation in every language's pack, with the same
 * `{placeholders}`, and every pack is a package subpath. A key added without its translations fails here with the
 * list of what is missing, by file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from '../../packages/module-graph.js';
import type { Locale } from '../locale.js';
import { messages } from '../messages.js';
import type { AnyPluginViews } from '../view-contract.js';

/** The languages that ship: one ui pack each. */
const LANGS = readdirSync(join(root, 'ui/locales'))
  .filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(f))
  .map((f) => f.slice(0, -3))
  .sort();

/** The password and one-time-code views' strings are in the ui's pack; every other plugin with views has its own. */
const IN_UI_PACK = ['password', 'otp'];

interface Source {
  /** Where the English is, for the report. */
  of: string;
  /** The folder of its packs, `<folder>/<lang>.ts`. */
  folder: string;
  english: Readonly<Record<string, string>>;
}

const isViews = (v: unknown): v is AnyPluginViews => typeof v === 'object' && v !== null && typeof (v as AnyPluginViews).id === 'string';

/** The views' messages of one plugin folder (every views object its views.tsx exports). */
async function viewMessages(folder: string): Promise<Record<string, string>> {
  const mod = (await import(join(root, 'plugins', folder, 'views.tsx'))) as Record<string, unknown>;
  return Object.assign({}, ...Object.values(mod).filter(isViews).map((v) => v.messages ?? {}));
}

/**
 * The ui's own message defaults outside messages.ts (`useMessages(userButtonMessages)`), found in the sources so
 * that a new one is not left out; one its module does not export is reported.
 */
async function uiDefaults(unseen: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of sourceFiles(['ui'])) {
    if (/\.test(-d)?\.tsx?$|^ui\/(playground|next)\//.test(file)) continue;
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [, name] of code.matchAll(/useMessages\((\w+)\)/g)) {
      const mod = (await import(join(root, file))) as Record<string, unknown>;
      // the defaults may live in a module of their own, imported by name
      const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)\\.js'`).exec(code)?.[1];
      const owner = from ? ((await import(join(root, dirname(file), `${from}.ts`))) as Record<string, unknown>) : mod;
      if (typeof owner[name!] === 'object') Object.assign(out, owner[name!]);
      else unseen.push(`${file}: useMessages(${name}) takes defaults its module does not export`);
    }
  }
  return out;
}

const unseen: string[] = [];

async function sources(): Promise<Source[]> {
  const plugins = readdirSync(join(root, 'plugins')).filter((f) => existsSync(join(root, 'plugins', f, 'views.tsx'))).sort();
  const ui: Record<string, string> = { ...messages, ...(await uiDefaults(unseen)) };
  const out: Source[] = [{ of: 'ui/messages.ts, the ui\'s useMessages(defaults), plugins/{password,otp}/views.tsx', folder: 'ui/locales', english: ui }];
  for (const p of plugins) {
    const english = await viewMessages(p);
    if (IN_UI_PACK.includes(p)) Object.assign(ui, english);
    else if (Object.keys(english).length) out.push({ of: `plugins/${p}/views.tsx`, folder: `plugins/${p}/locales`, english });
  }
  return out;
}

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(' ');

/** What is wrong with one pack against its English, one line per problem. */
function packProblems(file: string, lang: string, pack: Locale | undefined, english: Readonly<Record<string, string>>): string[] {
  if (!pack) return [`${file}: no pack (export a Locale for ${lang})`];
  const out: string[] = [];
  if (pack.lang !== lang) out.push(`${file}: lang is '${pack.lang}', not '${lang}'`);
  const missing = Object.keys(english).filter((k) => !(k in pack.messages));
  if (missing.length) out.push(`${file}: no translation for ${missing.join(', ')}`);
  const unknown = Object.keys(pack.messages).filter((k) => !(k in english));
  if (unknown.length) out.push(`${file}: keys the English no longer has: ${unknown.join(', ')}`);
  for (const [k, text] of Object.entries(pack.messages)) {
    if (!(k in english)) continue;
    if (!text.trim()) out.push(`${file}: ${k} is empty`);
    else if (placeholders(text) !== placeholders(english[k]!)) out.push(`${file}: ${k} has placeholders '${placeholders(text)}', the English '${placeholders(english[k]!)}'`);
  }
  return out;
}

async function loadPack(file: string): Promise<Locale | undefined> {
  if (!existsSync(join(root, file))) return undefined;
  const mod = (await import(join(root, file))) as Record<string, Locale>;
  return Object.values(mod).find((v) => typeof v?.lang === 'string' && typeof v.messages === 'object');
}

const all = await sources();

describe('locale coverage', () => {
  it('ships the nine languages, and a pack for the ui and for each plugin with views except password and otp', () => {
    expect(LANGS).toEqual(['de', 'es', 'fr', 'it', 'ja', 'ko', 'pt-BR', 'zh-CN', 'zh-TW']);
    expect(all.map((s) => s.folder)).toEqual(expect.arrayContaining(['ui/locales', 'plugins/teams/locales', 'plugins/mfa/locales', 'plugins/oauth/locales']));
    expect(all.length).toBeGreaterThanOrEqual(6);
    // the user button's strings are found in its source
    expect(all[0]!.english).toHaveProperty('userMenu');
    expect(unseen).toEqual([]);
  });

  it('every message key of the ui and of every plugin view has a translation in every pack, placeholders kept', async () => {
    const problems: string[] = [];
    for (const s of all) {
      for (const lang of LANGS) {
        const file = `${s.folder}/${lang}.ts`;
        problems.push(...packProblems(file, lang, await loadPack(file), s.english));
      }
    }
    expect(problems, `English in: ${all.map((s) => s.of).join('; ')}`).toEqual([]);
  });

  it('every pack is a subpath of the package', () => {
    const exports = (JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')) as { exports: Record<string, { default?: string }> }).exports;
    const missing: string[] = [];
    for (const s of all) {
      for (const lang of LANGS) {
        const subpath = `./${s.folder}/${lang}`;
        if (exports[subpath]?.default !== `./dist/${s.folder}/${lang}.js`) missing.push(subpath);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the check is not vacuous: a missing, an unknown and a broken key are each named', () => {
    const english = { a: 'A {n}', b: 'B' };
    expect(packProblems('x/ja.ts', 'ja', { lang: 'ja', messages: { a: 'エー {n}', b: 'ビー' } }, english)).toEqual([]);
    expect(packProblems('x/ja.ts', 'ja', { lang: 'ja', messages: { a: 'エー', c: 'シー' } }, english)).toEqual([
      'x/ja.ts: no translation for b',
      'x/ja.ts: keys the English no longer has: c',
      "x/ja.ts: a has placeholders '', the English '{n}'",
    ]);
    expect(packProblems('x/de.ts', 'de', undefined, english)).toEqual(['x/de.ts: no pack (export a Locale for de)']);
  });
});
