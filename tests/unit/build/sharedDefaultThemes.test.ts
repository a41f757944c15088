/** MUI's fallback themes are made once each; the rewrites still fit the installed MUI. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteDefaultTheme, THEME_REWRITES } from '../../../scripts/sharedDefaultThemesPlugin';

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => dirname(require.resolve(`${name}/package.json`));
const installed = (file: string) => {
  const [, scope, name, ...rest] = file.split('/');
  return join(packageRoot(`${scope}/${name}`), ...rest);
};

describe('sharedDefaultThemes', () => {
  it.each(THEME_REWRITES.map((rewrite) => [rewrite.file]))('%s: the copy is replaced by an import of the existing theme', (file) => {
    const path = installed(file);
    const source = readFileSync(path, 'utf8');
    const rewritten = rewriteDefaultTheme(source, path);
    expect(rewritten?.code).toBeDefined();
    expect(rewritten?.code).not.toMatch(/=\s*createTheme\(\);/);
    expect(rewritten?.code).toMatch(/import .*(defaultTheme|systemDefaultTheme).* from "\.\.\/(styles\/defaultTheme|useTheme\/useTheme)\.js";/);
  });

  it('the themes it points to are still made at those places', () => {
    expect(readFileSync(installed('/@mui/material/esm/styles/defaultTheme.js'), 'utf8')).toContain('const defaultTheme = createTheme();');
    expect(readFileSync(installed('/@mui/system/esm/useTheme/useTheme.js'), 'utf8')).toContain('export const systemDefaultTheme = createTheme();');
  });

  it('leaves other modules alone and stops on a module whose text changed', () => {
    expect(rewriteDefaultTheme('const defaultTheme = createTheme();', '/app/src/theme.ts')).toBeUndefined();
    expect(() => rewriteDefaultTheme('const theme = makeTheme();', '/x/node_modules/@mui/material/esm/Box/Box.js')).toThrow(/no longer in/);
  });
});
