/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPackages } from './scripts/chunkPackagesPlugin';

export default defineConfig({
  plugins: [react(), chunkPackages()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets the benchmark and the byte-budget test follow each page's chunk graph.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 15000,
  },
});
