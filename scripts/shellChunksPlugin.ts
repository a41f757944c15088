/**
 * Build plugin: fewer, larger chunks for the admin shell. Left to itself the bundler splits the
 * shell into some fifty small shared chunks (most under 2 KB), each one more request on a slow
 * link. After the module graph is built this plugin collects
 * - the login page's modules (the entry's static closure), and
 * - the shell's own source modules (the static closure of the given roots, less the entry's),
 * and `groups` hands them to Rolldown's code splitting: one 'login' chunk, and one 'shell' chunk
 * that also takes the library code those modules really use (`includeDependenciesRecursively`
 * follows the used imports, so a barrel such as react-admin's index does not drag in what only the
 * lazy pages need). Lazy pages import from these chunks.
 */
import type { Plugin } from 'vite';

export interface ShellGroup {
  name: string;
  test: (id: string) => boolean;
  minSize: number;
  priority: number;
}

const normalise = (id: string) => id.replace(/\\/g, '/');
const isLibrary = (id: string) => normalise(id).includes('/node_modules/');

/**
 * `entrySuffix`: path suffix of the entry module; `roots`: path suffixes of the modules whose static
 * closure is the shell (they stay small dynamic entries of their own).
 */
export function shellChunks(entrySuffix: string, roots: readonly string[], minSize = 20_000): { plugin: Plugin; groups: ShellGroup[] } {
  const login = new Set<string>();
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunks',
    apply: 'build',
    buildEnd() {
      login.clear();
      shell.clear();
      const ids = [...this.getModuleIds()];
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
        return seen;
      };
      const find = (suffix: string) => ids.find((id) => normalise(id).endsWith(suffix));
      const entry = find(entrySuffix);
      if (entry) for (const id of closure(entry)) login.add(id);
      for (const suffix of roots) {
        const root = find(suffix);
        if (!root) continue;
        for (const id of closure(root)) if (id !== root && !login.has(id) && !isLibrary(id)) shell.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      // The login page's modules first, so the shell group never takes them as its dependencies.
      { name: 'login', test: (id) => login.has(id), minSize: 0, priority: 2 },
      { name: 'shell', test: (id) => shell.has(id), minSize, priority: 1 },
    ],
  };
}
