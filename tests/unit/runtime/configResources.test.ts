import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, getConfig, resourceFileProblem, setConfig } from '../../../src/config';

describe('config.json resources', () => {
  afterEach(() => {
    setConfig({ resources: [] });
    vi.restoreAllMocks();
  });

  it('accepts .json paths relative to index.html, each once', () => {
    expect(defaultConfig.resources).toEqual([]);
    setConfig({ resources: ['resources/blacklist.json', 'extra.json', 'resources/blacklist.json'] });
    expect(getConfig().resources).toEqual(['resources/blacklist.json', 'extra.json']);
  });

  it.each([
    ['https://evil.example/x.json', 'an absolute URL'],
    ['//evil.example/x.json', 'an absolute URL'],
    ['data:application/json,{}', 'an absolute URL'],
    ['/resources/x.json', 'not relative to index.html'],
    ['resources/../secret.json', "a path with '..', '.' or an empty segment"],
    ['resources//x.json', "a path with '..', '.' or an empty segment"],
    ['resources/%2e%2e/x.json', 'a path with an escape, query or fragment'],
    ['resources/x.js', 'not a .json file'],
    ['', 'not a path'],
  ])('refuses %s (%s)', (entry, reason) => {
    expect(resourceFileProblem(entry)).toBe(reason);
  });

  it('keeps the valid entries and logs each refused one', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setConfig({ resources: ['ok.json', 'http://x/y.json', 42] as unknown as string[] });
    expect(getConfig().resources).toEqual(['ok.json']);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'config.json resources: "http://x/y.json" is refused (an absolute URL)',
      'config.json resources: 42 is refused (not a path)',
    ]);
  });

  it('ignores a resources key that is not a list', () => {
    setConfig({ resources: 'x.json' as unknown as string[] });
    expect(getConfig().resources).toEqual([]);
  });
});
