import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPackages } from './scripts/chunkPackagesPlugin';
import { compileHints } from './scripts/compileHintsPlugin';
import { lazyDiacritic } from './scripts/lazyDiacriticPlugin';
import { precompress } from './scripts/precompressPlugin';
import { registryCheck } from './scripts/registryCheckPlugin';
import { sharedDefaultThemes } from './scripts/sharedDefaultThemesPlugin';
import { shellChunks } from './scripts/shellChunksPlugin';

// The admin shell and the dashboard's first paint arrive in a few large chunks (see the plugin).
// The shell runs in two stages: MUI and its themes first (src/shell/stages/uiLibraries.ts), then the rest.
// The admin dashboard's first view (not its charts) is part of the shell: a signed-in page load then
// paints it with the layout, with no request after the shell has run.
const shellRoots = ['src/shell/AdminBoot.tsx', 'src/pages/dashboard/DashboardPage.tsx', 'src/pages/dashboard/admin/AdminDashboard.tsx'];
// The CRUD engine (every resource page) is one chunk; a load that opens on a list fetches it beside
// the shell (src/shell/loadAdmin.ts) instead of after the shell has routed.
const engineRoots = ['src/crud/ResourcePage.tsx', 'src/pages/users/userExtensions.ts'];
const shell = shellChunks('src/main.tsx', shellRoots, {
  firstStage: 'src/shell/stages/uiLibraries.ts',
  engineRoots,
});

export default defineConfig({
  // echarts and zrender: the dashboard's first chart runs most of them at once (see the plugin).
  // MUI's fallback themes: one of each instead of two (see the plugin).
  // Brotli copies of the assets for the server (see the plugin).
  // The built-in resources' schema check, run at build time (see the plugin).
  plugins: [react(), chunkPackages(), lazyDiacritic(), sharedDefaultThemes(), shell.plugin, compileHints(['echarts', 'zrender']), registryCheck(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets the benchmark and the byte-budget test follow each page's chunk graph.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: shell.groups } } },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev` talks to a running `npm start` unless the in-browser mock is on (VITE_MOCK=true).
    proxy: { '/api': { target: process.env.API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: { host: '127.0.0.1' },
});
