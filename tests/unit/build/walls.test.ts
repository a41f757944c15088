// @vitest-environment node
/**
 * The walls of docs/walls.md hold: `npm run lint` (the project's own ESLint config, through ESLint's
 * Node API) refuses an import against the layers, a kernel that reaches for React or the DOM, a
 * static import of a demo in the route table and an import circle, and lets a legal import pass.
 * Each case names a file where it would stand; the file need not exist.
 */
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules of the walls, and what each file breaks of them. */
const WALL_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax'];

async function wallErrors(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.filter((message) => message.ruleId !== null && WALL_RULES.includes(message.ruleId));
}

const rulesOf = (messages: readonly Linter.LintMessage[]) => messages.map((message) => message.ruleId);

describe('the walls, as lint', { timeout: 120_000 }, () => {
  it('refuses an import up the layers: resources importing a page', async () => {
    const errors = await wallErrors('src/resources/x.ts', "import { LoginPage } from '../pages/login/LoginPage';\nexport const page = LoginPage;\n");
    expect(rulesOf(errors)).toEqual(['import-x/no-restricted-paths']);
    expect(errors[0].message).toContain('The resources room may import');
  });

  it('refuses the server and mock/ an import of the console other than the kernel', async () => {
    const code = "import { request } from '../../src/providers/http';\nexport const send = request;\n";
    for (const file of ['server/handlers/x.ts', 'mock/adapters/x.ts']) {
      const errors = await wallErrors(file, code);
      expect(rulesOf(errors), file).toEqual(['import-x/no-restricted-paths']);
      expect(errors[0].message).toContain('import nothing of src/ but the kernel');
    }
  });

  it('lets the server import the kernel', async () => {
    const code = "import { checkRecord } from '../../src/kernel/rules/rules';\nexport const check = checkRecord;\n";
    expect(await wallErrors('server/handlers/x.ts', code)).toEqual([]);
  });

  it('lets mock/ import the server, and refuses the server mock/', async () => {
    expect(await wallErrors('mock/x.ts', "import { createMemoryStore } from '../server/store';\nexport const store = createMemoryStore;\n")).toEqual([]);
    const errors = await wallErrors('server/x.ts', "import { createMockServer } from '../mock/node';\nexport const mock = createMockServer;\n");
    expect(rulesOf(errors)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses the kernel React and the DOM', async () => {
    const errors = await wallErrors('src/kernel/x.ts', "import { useState } from 'react';\nexport const state = useState;\nexport const title = () => document.title;\n");
    expect(rulesOf(errors)).toEqual(['no-restricted-imports', 'no-restricted-globals']);
  });

  it('refuses the kernel an import of the console above it', async () => {
    const errors = await wallErrors('src/kernel/x.ts', "import { getToken } from '../providers/session';\nexport const token = getToken;\n");
    expect(rulesOf(errors)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a room import the rooms below it', async () => {
    const code = "import { canDo } from '../kernel/access/permissions';\nimport { request } from '../providers/http';\nexport const both = [canDo, request];\n";
    expect(await wallErrors('src/crud/x.ts', code)).toEqual([]);
  });

  it('keeps demos guests: the core may not import one, the route table only lazily', async () => {
    const demo = '../demos/countTo/CountToPage';
    expect(rulesOf(await wallErrors('src/pages/x.tsx', `import CountToPage from '${demo}';\nexport const page = CountToPage;\n`))).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf(await wallErrors('src/routes/x.tsx', `import CountToPage from '${demo}';\nexport const page = CountToPage;\n`))).toEqual(['no-restricted-syntax']);
    expect(await wallErrors('src/routes/x.tsx', `import { lazy } from 'react';\nexport const page = lazy(() => import('${demo}'));\n`)).toEqual([]);
  });

  it('refuses an import circle', async () => {
    // rules.ts imports conditions.ts: conditions.ts importing rules.ts closes a circle.
    const errors = await wallErrors('src/kernel/rules/conditions.ts', "import { checkRecord } from './rules';\nexport const check = checkRecord;\n");
    expect(rulesOf(errors)).toEqual(['import-x/no-cycle']);
  });
});
