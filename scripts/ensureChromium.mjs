#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests. Playwright's own browser download
// cannot work on this network, so we use the system package. Installs it when missing and root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  let chromium = findChromium();
  if (!chromium) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      console.error(
        'Chromium is missing. Install it first, as root:\n  apt-get update && apt-get install -y chromium\n' +
          '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
      );
      process.exit(1);
    }
    console.log('Installing Debian\'s Chromium for the browser tests (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
    chromium = findChromium();
    if (!chromium) {
      console.error('apt-get finished but no chromium binary was found on PATH.');
      process.exit(1);
    }
  }
  console.log(`Chromium: ${chromium}`);
}
