import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';

import { useLoaded } from '@/hooks/useLoaded';

/** A module as a dynamic import gives it, resolved when the test says. */
function deferredModule() {
  let resolve!: (value: { Greeting: () => ReactElement }) => void;
  let reject!: (error: Error) => void;
  const calls: number[] = [];
  const next = () =>
    new Promise<{ Greeting: () => ReactElement }>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  let pending = next();
  const load = () => {
    calls.push(Date.now());
    return pending;
  };
  return {
    load,
    calls,
    resolve: () => resolve({ Greeting: () => <p>Loaded part</p> }),
    fail: () => {
      reject(new Error('chunk failed'));
      pending = next();
    },
  };
}

function Part({
  load,
  wanted = true,
}: {
  load: () => Promise<{ Greeting: () => ReactElement }>;
  wanted?: boolean;
}) {
  const module = useLoaded(load, wanted);
  if (!module) return null;
  const { Greeting } = module;
  return <Greeting />;
}

function Fallback({ shown }: { shown: string[] }) {
  shown.push('fallback');
  return <p>Fallback</p>;
}

describe('useLoaded', () => {
  it('renders nothing until the module is here, then the module, never suspending', async () => {
    const module = deferredModule();
    const shown: string[] = [];
    render(
      <Suspense fallback={<Fallback shown={shown} />}>
        <p>Page</p>
        <Part load={module.load} />
      </Suspense>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByText('Loaded part')).not.toBeInTheDocument();
    await act(async () => module.resolve());
    expect(screen.getByText('Loaded part')).toBeInTheDocument();
    // Lazy under this boundary would have shown the fallback (and held React's next commits back).
    expect(shown).toEqual([]);
    expect(module.calls).toHaveLength(1);
  });

  it('asks for nothing until wanted', async () => {
    const module = deferredModule();
    const view = render(<Part load={module.load} wanted={false} />);
    expect(module.calls).toHaveLength(0);
    view.rerender(<Part load={module.load} wanted />);
    expect(module.calls).toHaveLength(1);
    await act(async () => module.resolve());
    expect(screen.getByText('Loaded part')).toBeInTheDocument();
  });

  it('gives a later mount the module at its first render, without loading again', async () => {
    const module = deferredModule();
    const { unmount } = render(<Part load={module.load} />);
    await act(async () => module.resolve());
    unmount();
    const shown: string[] = [];
    render(
      <Suspense fallback={<Fallback shown={shown} />}>
        <Part load={module.load} />
      </Suspense>,
    );
    // Synchronously, in the mount's own commit.
    expect(screen.getByText('Loaded part')).toBeInTheDocument();
    expect(module.calls).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it('leaves nothing after a failed load and tries again on the next mount', async () => {
    const module = deferredModule();
    const { unmount } = render(<Part load={module.load} />);
    await act(async () => module.fail());
    expect(screen.queryByText('Loaded part')).not.toBeInTheDocument();
    unmount();
    render(<Part load={module.load} />);
    expect(module.calls).toHaveLength(2);
    await act(async () => module.resolve());
    expect(screen.getByText('Loaded part')).toBeInTheDocument();
  });
});
