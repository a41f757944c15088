/**
 * Build plugin: MUI's fallback themes made once instead of twice each. MUI builds a default theme at
 * module load wherever it needs a fallback for a tree without a ThemeProvider: `@mui/material`'s
 * Box makes its own copy of the material default theme (which `styles/defaultTheme.js` already
 * makes), and `@mui/system`'s createStyled its own copy of the system default theme (which
 * `useTheme.js` already makes). The copies are equal (createTheme() without options), and each
 * costs a few milliseconds of the admin shell's evaluation, four times that on a slow phone.
 * This plugin points the two copies at the existing ones.
 *
 * The rewrites are exact text replacements: if an MUI upgrade changes the files, the build stops
 * and says which rewrite no longer applies, rather than silently keeping the extra themes.
 */
import type { Plugin } from 'vite';

interface Rewrite {
  file: string;
  from: string;
  to: string;
}

export const THEME_REWRITES: readonly Rewrite[] = [
  {
    file: '/@mui/material/esm/Box/Box.js',
    from: 'const defaultTheme = createTheme();',
    to: 'import defaultTheme from "../styles/defaultTheme.js";',
  },
  {
    file: '/@mui/system/esm/createStyled/createStyled.js',
    from: 'export const systemDefaultTheme = createTheme();',
    to: 'import { systemDefaultTheme } from "../useTheme/useTheme.js";\nexport { systemDefaultTheme };',
  },
];

const normalise = (id: string) => id.replace(/\\/g, '/').split('?')[0];

/**
 * The rewrite for one module: undefined when none applies to it; throws when one should apply but
 * its text is no longer in the module.
 */
export function rewriteDefaultTheme(code: string, id: string, rewrites: readonly Rewrite[] = THEME_REWRITES): { code: string; file: string } | undefined {
  const rewrite = rewrites.find((candidate) => normalise(id).endsWith(candidate.file));
  if (!rewrite) return undefined;
  if (!code.includes(rewrite.from)) {
    throw new Error(`shared-default-themes: '${rewrite.from}' is no longer in ${rewrite.file}; review the rewrite for this MUI version`);
  }
  return { code: code.replace(rewrite.from, rewrite.to), file: rewrite.file };
}

export function sharedDefaultThemes(rewrites: readonly Rewrite[] = THEME_REWRITES): Plugin {
  const applied = new Set<string>();
  return {
    name: 'shared-default-themes',
    apply: 'build',
    buildStart() {
      applied.clear();
    },
    transform(code, id) {
      let rewritten: ReturnType<typeof rewriteDefaultTheme>;
      try {
        rewritten = rewriteDefaultTheme(code, id, rewrites);
      } catch (error) {
        this.error((error as Error).message);
      }
      if (!rewritten) return undefined;
      applied.add(rewritten.file);
      return { code: rewritten.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = rewrites.filter((rewrite) => !applied.has(rewrite.file));
      if (missing.length > 0) {
        this.error(`shared-default-themes: ${missing.map((rewrite) => rewrite.file).join(', ')} not in the build; review the rewrites for this MUI version`);
      }
    },
  };
}
