/** readyLazy: suspends only until the code is in; afterwards a new mount renders at once, with no fallback. */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from '../../../src/crud/readyLazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('readyLazy', () => {
  it('shows the fallback while the code loads, then the component', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const { Component } = readyLazy(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Greeting }));
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
  });

  it('renders in the same commit as its parent once load() is done: the fallback never shows', async () => {
    const { Component, load } = readyLazy(async () => ({ default: Greeting }));
    await load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Bob" />
      </Suspense>,
    );
    // Synchronous: no await between render and the query.
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
