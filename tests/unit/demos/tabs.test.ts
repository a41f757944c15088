import { describe, expect, it } from 'vitest';
import { activeTab, withVisited } from '../../../src/demos/tab/tabs';

describe('tab demo', () => {
  it('reads the active tab from ?tab=, China by default', () => {
    expect(activeTab(new URLSearchParams('tab=JP'))).toBe('JP');
    expect(activeTab(new URLSearchParams(''))).toBe('CN');
    expect(activeTab(new URLSearchParams('tab=XX'))).toBe('CN');
    expect(activeTab(new URLSearchParams('tab=eu'))).toBe('CN');
  });

  it('remembers the tabs shown so far, each once', () => {
    const visited = withVisited(['CN'], 'CN');
    expect(visited).toEqual(['CN']);
    expect(withVisited(visited, 'US')).toEqual(['CN', 'US']);
    expect(withVisited(['CN', 'US'], 'CN')).toEqual(['CN', 'US']);
  });
});
