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
 *
 * `firstStage` (optional): path suffix of a module that becomes a third group, 'shell-ui', with the
 * library code it uses. The shell is then two chunks that the app evaluates in two tasks (see
 * src/shell/loadAdmin.ts): evaluating the whole shell in one go was the longest task of the
 * dashboard's load on a slow phone.
 *
 * `engineRoots` (optional): path suffixes of the CRUD engine's roots. Their static closure beyond the
 * login page and the shell becomes one 'engine' chunk with the library code it uses. Left to the
 * bundler it was forty-six files, most under 2 KB (shared in every combination with the lazy pages);
 * a load that opens on a list requests them all at once, and on HTTP/1.1's six connections per host
 * their requests, not their bytes, held the first rows back (about 160 ms of a 1 s load on the
 * benchmark's machine). A page outside the engine that uses a piece of it (a form field, a confirm)
 * loads the engine once, cached from then on.
 *
 * It also lists the shell's files (JS and CSS, beyond the login page's) in
 * `<meta name="admin-preload">` of index.html, for the low-priority idle preload of the login page
 * (src/shell/adminPreload.ts), and the files the CRUD engine adds to them (`engineRoots`) in
 * `<meta name="engine-preload">`, fetched beside the shell when a load opens on a list's page.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

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
 * closure is the shell. The roots themselves join the shell chunk too: as small dynamic entries of
 * their own they were three more requests of 1 KB each in a signed-in page load's first burst, which
 * Chrome spreads over six connections per host on HTTP/1.1.
 */
export function shellChunks(
  entrySuffix: string,
  roots: readonly string[],
  { minSize = 20_000, firstStage, engineRoots = [] }: { minSize?: number; firstStage?: string; engineRoots?: readonly string[] } = {},
): { plugin: Plugin; groups: ShellGroup[] } {
  const login = new Set<string>();
  const shell = new Set<string>();
  const engine = new Set<string>();
  let stage: string | undefined;
  let base = '/';
  const plugin: Plugin = {
    name: 'shell-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const bundle = context.bundle as unknown as OutputBundle;
        const files = shellFiles(bundle, roots);
        const inShell = new Set(files);
        const engine = engineRoots.length > 0 ? shellFiles(bundle, engineRoots).filter((file) => !inShell.has(file)) : [];
        const meta = (name: string, list: readonly string[]) => ({ tag: 'meta', attrs: { name, content: list.map((file) => base + file).join(' ') }, injectTo: 'head' as const });
        return [meta('admin-preload', files), ...(engine.length > 0 ? [meta('engine-preload', engine)] : [])];
      },
    },
    buildEnd() {
      login.clear();
      shell.clear();
      engine.clear();
      stage = undefined;
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
      if (firstStage) {
        stage = find(firstStage);
        if (!stage) this.error(`shell-chunks: the first stage ${firstStage} is not in the build`);
      }
      const entry = find(entrySuffix);
      if (entry) for (const id of closure(entry)) login.add(id);
      for (const suffix of roots) {
        const root = find(suffix);
        if (!root) continue;
        for (const id of closure(root)) if (!login.has(id) && !isLibrary(id)) shell.add(id);
      }
      for (const suffix of engineRoots) {
        const root = find(suffix);
        if (!root) continue;
        for (const id of closure(root)) if (!login.has(id) && !shell.has(id) && !isLibrary(id)) engine.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      // The login page's modules first, so the shell group never takes them as its dependencies.
      { name: 'login', test: (id) => login.has(id), minSize: 0, priority: 3 },
      // Then the first stage, which takes the library code it uses before the shell group can.
      { name: 'shell-ui', test: (id) => id === stage, minSize: 0, priority: 2 },
      { name: 'shell', test: (id) => shell.has(id), minSize, priority: 1 },
      { name: 'engine', test: (id) => engine.has(id), minSize: 0, priority: 0 },
    ],
  };
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

/** The files of the chunks holding the roots, with their static closures, less the entry's closure. */
export function shellFiles(bundle: OutputBundle, roots: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkWithCss, into: Set<string>) => {
    if (into.has(start.fileName)) return;
    into.add(start.fileName);
    for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
    for (const file of start.imports) {
      const next = byName.get(file);
      if (next) closure(next, into);
    }
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entry);
  const shell = new Set<string>();
  for (const suffix of roots) {
    const root = chunks.find((chunk) => chunk.moduleIds.some((id) => normalise(id).endsWith(suffix)));
    if (root) closure(root, shell);
  }
  return [...shell].filter((file) => !entry.has(file));
}
