/** The admin loads in two stages, MUI first, then the rest of the shell in a later task. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const order: string[] = [];
const UI = '../../../src/shell/stages/uiLibraries';

vi.mock('../../../src/shell/adminPreload', () => ({ preloadShellFiles: () => order.push('preload'), preloadEngineFiles: () => order.push('engine') }));
vi.mock('../../../src/shell/stages/uiLibraries', () => {
  order.push('ui');
  return {};
});
vi.mock('../../../src/shell/AdminBoot', () => {
  order.push('boot');
  return { default: () => null };
});

async function freshLoadAdmin() {
  vi.resetModules();
  return (await import('../../../src/shell/loadAdmin')).loadAdmin;
}

/** Lets pending I/O and promise work run (setImmediate is not faked), without running any timer. */
async function turns(count = 30) {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Repeats `step` until `done` holds. Bounded by wall time, not by a count of turns: on a busy
 * machine the module imports take longer, and a fixed count left the load waiting on a fake timer
 * no one advanced.
 */
async function until(done: () => boolean, step: () => Promise<unknown>) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the load did not get there within 10 s');
    await step();
  }
}

/** Lets I/O and promise work run, without running any timer, until the condition holds. */
const turnsUntil = (condition: () => boolean) => until(condition, () => turns(5));

/** Runs timers and I/O until the load settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const tracked = promise.finally(() => {
    done = true;
  });
  tracked.catch(() => undefined);
  await until(
    () => done,
    async () => {
      await turns(5);
      await vi.advanceTimersByTimeAsync(0);
    },
  );
  return tracked;
}

describe('loadAdmin', () => {
  beforeEach(() => {
    order.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('requests the files, runs the UI libraries, and the rest of the shell only in a later task', async () => {
    const loadAdmin = await freshLoadAdmin();
    const loaded = loadAdmin();
    await turnsUntil(() => order.includes('ui'));
    expect(order).toEqual(['preload', 'ui']);
    await turns();
    expect(order).toEqual(['preload', 'ui']);
    const module = await settle(loaded);
    expect(order).toEqual(['preload', 'ui', 'boot']);
    expect(typeof module.default).toBe('function');
  });

  it("fetches the CRUD engine's files beside the shell's on a list's page, not elsewhere", async () => {
    const meta = document.createElement('meta');
    meta.name = 'early-list';
    meta.content = '/sms/packageConf-list';
    document.head.appendChild(meta);
    try {
      await settle((await freshLoadAdmin())());
      expect(order.slice(0, 2)).toEqual(['preload', 'engine']);
    } finally {
      meta.remove();
    }
    order.length = 0;
    await settle((await freshLoadAdmin())());
    expect(order).toContain('preload');
    expect(order).not.toContain('engine');
  });

  it('is one load for the page: the preload and the lazy page share it', async () => {
    const loadAdmin = await freshLoadAdmin();
    const first = loadAdmin();
    expect(loadAdmin()).toBe(first);
    await settle(first);
    expect(loadAdmin()).toBe(first);
    expect(order.filter((step) => step === 'preload')).toHaveLength(1);
  });

  it('forgets a failed load, so the next attempt starts again', async () => {
    vi.doMock(UI, () => {
      order.push('ui');
      throw new Error('chunk failed to load');
    });
    const loadAdmin = await freshLoadAdmin();
    await expect(settle(loadAdmin())).rejects.toThrow();
    vi.doMock(UI, () => {
      order.push('ui');
      return {};
    });
    vi.resetModules();
    await expect(settle(loadAdmin())).resolves.toBeDefined();
    expect(order.filter((step) => step === 'preload')).toHaveLength(2);
  });
});
