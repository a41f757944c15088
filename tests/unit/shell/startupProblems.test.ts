/**
 * The start's schema check: a build carries the registry's problems as it found them
 * (scripts/registryCheckPlugin.ts) and the console uses that answer; without it (development,
 * tests) the console checks the registry itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaProblem } from '../../../src/kernel/check/problems';
import { registryCheck } from '../../../scripts/registryCheckPlugin';

const planted: SchemaProblem = { resource: 'order', key: 'route.parent', kind: 'unknownParent', params: { parent: 'nowhere' }, message: 'Unknown parent' };
const built = globalThis as { __BUILT_REGISTRY_PROBLEMS__?: SchemaProblem[] };

describe('startup problems', () => {
  afterEach(() => {
    delete built.__BUILT_REGISTRY_PROBLEMS__;
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it("uses the build's answer, errors only, logged", async () => {
    built.__BUILT_REGISTRY_PROBLEMS__ = [planted, { ...planted, key: 'route.group', kind: 'groupIgnored' }];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { startupProblems } = await import('../../../src/shell/schemaCheck');
    expect(startupProblems()).toEqual([planted]);
    expect(error).toHaveBeenCalledWith('Resource schema problem: order › route.parent: Unknown parent');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('checks the registry itself without one (the shipped registry is clean)', async () => {
    const { startupProblems } = await import('../../../src/shell/schemaCheck');
    expect(startupProblems()).toEqual([]);
  });

  it("defines the build's answer as the registry's check finds it", async () => {
    const { checkRegistry } = await import('../../../src/shell/schemaCheck');
    const plugin = registryCheck();
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(JSON.parse(config.define.__BUILT_REGISTRY_PROBLEMS__ ?? 'null')).toEqual(checkRegistry());
    expect(plugin.apply).toBe('build');
  });
});
