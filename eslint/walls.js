/**
 * The walls of the house (docs/walls.md), as lint rules: which room may import which, no import
 * circle, and a kernel free of the DOM, React and Node.
 *
 * An arrow points down only:
 *   shell (App, main) -> layout, routes, pages -> crud, components, demos, i18n -> providers
 *     -> resources, utils, config -> kernel
 *   server -> kernel;  mock (the browser worker, the test adapter) -> server, kernel
 * A room may import its own level and the levels below it. Demos are guests: nothing imports a
 * demo but the route table, and only lazily (`import()`). tests/, scripts/ and the tool configs
 * stand outside the house and may import anything.
 */
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** The repository: the paths below are relative to it, whatever the working directory. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** The Node server (the API, its stores and its seed data, the HTTP layer). */
const SERVER = ['server/**'];
/** What is mock: the browser worker and the test adapter that hand requests to the server. */
const MOCK = ['mock/**'];

/** The console imports neither the server, mock/, the tests nor the scripts (but the browser worker: see shell). */
const OUTSIDE = ['mock', 'server', 'tests', 'scripts'];

/** The console's rooms, lowest level first; `paths` are what an import resolves into. */
const LEVELS = [
  { kernel: ['src/kernel'] },
  { resources: ['src/resources'], utils: ['src/utils'], config: ['src/config.ts'] },
  { providers: ['src/providers'] },
  { crud: ['src/crud'], components: ['src/components'], demos: ['src/demos'], i18n: ['src/i18n'] },
  { layout: ['src/layout'], routes: ['src/routes'], pages: ['src/pages'] },
  { shell: ['src/shell', 'src/App.tsx', 'src/main.tsx'] },
];

const rooms = LEVELS.flatMap((level, index) => Object.entries(level).map(([name, paths]) => ({ name, paths, level: index })));

/** The rooms a room may import: its level and those below, never a demo (but demos themselves, and the route table). */
const allowedFor = (room) =>
  rooms.filter((other) => other.level <= room.level && (other.name !== 'demos' || room.name === 'demos' || room.name === 'routes'));

const targetOf = (room) => room.paths.map((path) => (path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}/**`));

/**
 * The zones of import-x/no-restricted-paths. An import that must run back up the layers is written
 * as a zone's `except`, with its reason beside it, and listed in docs/walls.md; there is none today.
 */
function zones() {
  const consoleZones = rooms.map((room) => {
    const may = allowedFor(room);
    const forbidden = rooms.filter((other) => other !== room && !may.includes(other)).flatMap((other) => other.paths);
    const names = may.filter((other) => other !== room).map((other) => other.name);
    return {
      target: targetOf(room),
      from: [...forbidden, ...OUTSIDE],
      // The entry point starts the browser worker (VITE_MOCK only, lazily): the one way into mock/.
      except: room.name === 'shell' ? ['browser.ts'] : [],
      message: `The ${room.name} room may import ${names.length > 0 ? names.join(', ') : 'nothing but itself'} (docs/walls.md).`,
    };
  });
  return [
    ...consoleZones,
    {
      target: [...SERVER, ...MOCK],
      from: ['src', 'tests', 'scripts'],
      except: ['kernel'],
      message: 'The server and mock/ import nothing of src/ but the kernel (docs/walls.md).',
    },
    {
      target: SERVER,
      from: ['mock'],
      message: 'The server does not import mock/: mock imports the server (docs/walls.md).',
    },
  ];
}

const restricted = ['error', { basePath: root, zones: zones() }];

/** What the kernel may import from packages: zod, and react-admin's English texts (plain data). */
const KERNEL_PACKAGES = ['zod', 'ra-language-english'];

/** Globals of the DOM and of Node the kernel must not touch (tsconfig.kernel.json proves the rest). */
const NOT_IN_KERNEL = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'process', 'Buffer', 'require', 'global', '__dirname', '__filename'];

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': restricted },
  },
  {
    // Only the house's own files: nothing there imports tests/ or scripts/ (the zones say so), so no
    // circle runs through them, and following the graph from every test file would double the time.
    files: ['{src,mock,server}/**/*.{ts,tsx}'],
    rules: {
      // A lazy import() is where a chunk starts: the route table's pages may import what imports
      // the table again. Only static circles are refused; packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The route table imports demos lazily only: a static import would put a guest in the core's chunk.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(\\.\\.\\/)+demos\\//], ExportNamedDeclaration[source.value=/^(\\.\\.\\/)+demos\\//], ExportAllDeclaration[source.value=/^(\\.\\.\\/)+demos\\//]',
          message: 'The route table imports a demo lazily only: component: lazy(() => import(...)) (docs/walls.md).',
        },
      ],
    },
  },
  {
    files: ['src/kernel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.{1,2}/|(${KERNEL_PACKAGES.join('|')})$)`,
              message: `The kernel imports only its own files, ${KERNEL_PACKAGES.join(' and ')}: no DOM, React or Node (docs/walls.md).`,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...NOT_IN_KERNEL.map((name) => ({ name, message: 'The kernel runs in the browser and on the server alike: no DOM, no Node (docs/walls.md).' }))],
    },
  },
];
