import { expectTypeOf, test } from 'vitest';
import type { MessageOverrides } from './provider.js';
import { defineViews } from './view-contract.js';
import type { ViewMessages } from './view-contract.js';

const pw = defineViews({ id: 'password', messages: { 'password.strength': 'Strong' } });
const otp = defineViews({ id: 'otp', messages: { 'otp.sent': 'Sent' } });

test('overrides accept known keys only', () => {
  expectTypeOf<{ signIn: string }>().toMatchTypeOf<MessageOverrides>();
  // @ts-expect-error a misspelt key is a type error
  const bad: MessageOverrides = { sigIn: 'x' };
  void bad;
  expectTypeOf<ViewMessages<[typeof pw, typeof otp]>>().toEqualTypeOf<{ readonly 'password.strength': string } & { readonly 'otp.sent': string }>();
  const ok: MessageOverrides<[typeof pw, typeof otp]> = { 'password.strength': 'Stark', 'otp.sent': 'Gesendet', email: 'E-Mail' };
  void ok;
  // @ts-expect-error a key no loaded view defines
  const bad2: MessageOverrides<[typeof pw]> = { 'otp.sent': 'x' };
  void bad2;
});

test('locale takes one pack or a list of packs; a pack is { lang, messages }', () => {
  type LocaleProp = import('./provider.js').AuthProviderProps<[]>['locale'];
  const one: LocaleProp = { lang: 'ja', messages: { signIn: 'サインイン' } };
  const list: LocaleProp = [one, { lang: 'ja', messages: { teamsTitle: 'チーム' } }] as const;
  void [one, list];
  // @ts-expect-error a pack without its messages
  const bad: LocaleProp = [{ lang: 'ja' }];
  void bad;
});
