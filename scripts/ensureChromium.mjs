#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests and the benchmark. Playwright's own
// browser download cannot work on this network, so we use the system packages: `chromium` (the
// full browser: Lighthouse and the benchmark measure what users run) and `chromium-headless-shell`
// (the same engine without the browser's shell: the test suite runs about a quarter faster in it).
// Installs what is missing when root; otherwise says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['chromium', 'chromium-headless-shell'];

function onPath(names) {
  for (const name of names) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ['ignore', 'pipe', 'ignore'], shell: '/bin/sh' })
        .toString()
        .trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

const given = () => (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined);

/** The full browser (CHROMIUM_PATH first). */
export function findChromium() {
  return given() ?? onPath(['chromium', 'chromium-browser']);
}

/** The browser the test suite drives: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function findTestChromium() {
  return given() ?? onPath(['chromium-headless-shell']) ?? findChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = given() ? [] : PACKAGES.filter((name) => !onPath([name]));
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
    if (isRoot) {
      console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests (apt-get)...`);
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', shell: '/bin/sh' });
    } else if (!findChromium()) {
      console.error(`Chromium is missing. Install it first, as root:\n  ${command}\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).`);
      process.exit(1);
    } else {
      console.warn(`The browser tests run faster in Chromium's headless shell: as root, ${command}`);
    }
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error('apt-get finished but no chromium binary was found on PATH.');
    process.exit(1);
  }
  console.log(`Chromium: ${chromium}; the browser tests use ${findTestChromium()}`);
}
