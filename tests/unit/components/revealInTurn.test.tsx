/** Parts revealed in turn mount one per commit, each after a frame and a task. */
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInTurn } from '../../../src/components/charts/AfterFirstPaint';

function Parts() {
  const shown = useRevealInTurn(3);
  return (
    <ul>
      {['transactions', 'todo', 'box'].slice(0, shown).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('useRevealInTurn', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  const frameThenTask = () =>
    act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });

  it('shows nothing at first, then one more part per frame and task, each in a commit of its own', async () => {
    const commits: number[] = [];
    render(
      <Profiler id="parts" onRender={() => commits.push(screen.queryAllByRole('listitem').length)}>
        <Parts />
      </Profiler>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await frameThenTask();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['transactions']);
    await frameThenTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await frameThenTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await frameThenTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // One commit per step: the first (empty), then one with each part added.
    expect(commits).toEqual([0, 1, 2, 3]);
  });

  it('leaves no frame or timer behind once unmounted', () => {
    const { unmount } = render(<Parts />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
