import { findChromium, findTestChromium } from './ensureChromium.mjs';

/** Launch options for Debian's Chromium on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('Chromium not found: run `node scripts/ensureChromium.mjs` (as root) first.');
  return path;
}

/** The browser the test suite drives (the headless shell when installed: lighter than the full browser). */
export function testChromiumPath(): string {
  const path = findTestChromium();
  if (!path) throw new Error('Chromium not found: run `node scripts/ensureChromium.mjs` (as root) first.');
  return path;
}
