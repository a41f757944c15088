/**
 * Build plugin: V8's explicit compile hint for the chunks of the given packages. A chunk that starts
 * with `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while it streams in,
 * instead of function by function on the main thread the first time each one runs.
 *
 * Why: drawing the dashboard's first chart runs a large part of echarts for the first
 * time, and on a phone that first frame was mostly lazy compilation (about half of an 80 ms frame
 * unthrottled, four times that on a slow phone). Only libraries whose code mostly runs at once get
 * the hint: compiling everything eagerly costs memory and background CPU for code never called.
 */
import type { Plugin } from 'vite';
import { packageOf } from './chunkPackagesPlugin';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(packages: readonly string[]): Plugin {
  const wanted = new Set(packages);
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewriting of the chunks, so the hint stays the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => wanted.has(packageOf(id) ?? ''))) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One more generated line at the top: the source map's lines move down by one.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
