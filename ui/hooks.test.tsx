// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoreClient } from '../kernel/index.js';
import { AuthProvider } from './provider.js';
import { createUiHost, idPlugins } from './test-kit.js';
import { useCachedQuery } from './use-cached-query.js';
import { useMessages } from './use-messages.js';
import { useProject } from './use-project.js';
import { useUser } from './use-user.js';
import { defineViews } from './view-contract.js';

const host = createUiHost();
/** A client on which the fixture views below count as loaded plugins. */
const make: typeof host.makeClient = (o = {}) => host.makeClient({ plugins: idPlugins('pw', 'ml', 'cc', 'fixture', 'x'), ...o });
afterEach(() => {
  cleanup();
  host.disposeClients();
});

const wrap = (client: CoreClient, children: ReactNode) => render(<AuthProvider client={client}>{children}</AuthProvider>);

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error}</p> : this.props.children;
  }
}

describe('useUser / useProject', () => {
  it('is undefined while loading, then the user; follows sign-in and sign-out', async () => {
    const { client } = make();
    const seen: (string | null | undefined)[] = [];
    function Who() {
      const user = useUser();
      seen.push(user === undefined ? undefined : (user?.displayName ?? null));
      return <p>{user === undefined ? 'loading' : (user?.displayName ?? 'nobody')}</p>;
    }
    wrap(client, <Who />);
    expect(seen[0]).toBeUndefined();
    await screen.findByText('nobody');
    const tokens = await host.signedInTokens(undefined, 'Bea');
    act(() => client.kernel.session.set(tokens));
    await screen.findByText('Bea');
    await act(() => client.signOut({ redirectUrl: null }));
    await screen.findByText('nobody');
  });

  it("or: 'throw' throws 'User is not signed in…' when signed out", async () => {
    const { client } = make();
    function Strict() {
      useUser({ or: 'throw' });
      return <p>never</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      wrap(client, <Catch><Strict /></Catch>);
      await screen.findByText("caught: User is not signed in but getUser was called with { or: 'throw' }");
    } finally {
      console.error = quiet;
    }
  });

  it('useProject reads the project config', async () => {
    const { client } = make();
    function Flags() {
      const project = useProject();
      return <p>{project ? `sign-up ${project.config.signUpEnabled ? 'on' : 'off'}` : 'loading'}</p>;
    }
    wrap(client, <Flags />);
    await screen.findByText('sign-up on');
  });
});

describe('useCachedQuery', () => {
  it('re-renders a component only when its own key changes', async () => {
    const { client } = make();
    const renders = { a: 0, b: 0 };
    let loads = 0;
    function A() {
      renders.a++;
      const q = useCachedQuery(['demo', 'a'], async () => `a${++loads}`);
      return <p>A={q.data ?? '…'}</p>;
    }
    function B() {
      renders.b++;
      const q = useCachedQuery(['demo', 'b'], async () => 'b');
      return <p>B={q.data ?? '…'}</p>;
    }
    wrap(client, <><A /><B /></>);
    await screen.findByText('A=a1');
    await screen.findByText('B=b');
    const before = { ...renders };
    act(() => client.kernel.cache.set(['demo', 'a'], 'changed'));
    await screen.findByText('A=changed');
    expect(renders.b).toBe(before.b);
    expect(renders.a).toBeGreaterThan(before.a);
  });

  it('refetches after invalidation and exposes errors', async () => {
    const { client } = make();
    let n = 0;
    function Q() {
      const q = useCachedQuery(['demo', 'n'], async () => {
        n++;
        if (n === 2) throw new Error('boom');
        return n;
      });
      return <p>{q.status}:{String(q.data ?? '')}:{q.error ? (q.error as Error).message : ''}</p>;
    }
    wrap(client, <Q />);
    await screen.findByText('success:1:');
    act(() => client.kernel.cache.invalidate(['demo']));
    await waitFor(() => expect(screen.getByText(/error:.*boom/)).toBeTruthy(), { timeout: 2000 });
  });
});

describe('messages', () => {
  it('app overrides win over English and over view defaults; views get their own keys', async () => {
    const { client } = make();
    const views = [defineViews({ id: 'x', messages: { 'x.hello': 'Hello from x', 'x.bye': 'Bye' } })] as const;
    function Show() {
      const m = useMessages({ 'x.hello': 'fallback', 'x.bye': 'fallback' });
      return <p>{[m.signIn, m.email, m['x.hello'], m['x.bye']].join('|')}</p>;
    }
    render(
      <AuthProvider client={client} views={views} messages={{ signIn: 'Anmelden', 'x.bye': 'Tschüss' }}>
        <Show />
      </AuthProvider>,
    );
    expect(screen.getByText('Anmelden|Email|Hello from x|Tschüss')).toBeTruthy();
  });
});
