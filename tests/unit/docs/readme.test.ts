// @vitest-environment node
/**
 * The README is a user's guide: at most 300 lines; every npm command it names
 * exists; every relative link of the README and docs/*.md reaches a file (and, with `#`, a heading
 * of it); every picture it shows is a committed screenshot, small, at 1280x800.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const SCREENSHOTS = join(DOCS, 'screenshots');
const MAX_README_LINES = 300;
const MAX_PNG_BYTES = 150 * 1024;

const read = (file: string): string => readFileSync(file, 'utf8');
const scripts = (): Record<string, string> => (JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts;

/** npm's own commands a guide may name besides the package's scripts. */
const NPM_BUILTINS = new Set(['install', 'ci']);

/** Every npm command the text names: `npm run X`, `npm start`, `npm test`, `npm install`... */
function npmCommands(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bnpm (run )?([a-z][\w:-]*)/g)) found.push(match[1] ? `run ${match[2]}` : (match[2] ?? ''));
  return found;
}

/** The commands that would fail: a `run X` without script X, or an npm command that is neither a script nor a builtin. */
function missingCommands(text: string, known: Record<string, string>): string[] {
  return npmCommands(text).filter((command) => {
    if (command.startsWith('run ')) return !(command.slice(4) in known);
    return !NPM_BUILTINS.has(command) && !(command in known);
  });
}

/** Markdown without fenced code blocks and inline code, where `[x](y)` is no link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

interface Link {
  target: string;
  image: boolean;
}

function links(markdown: string): Link[] {
  return [...prose(markdown).matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => ({ target: match[2] ?? '', image: match[1] === '!' }));
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** The relative links of a Markdown file that reach no file, or no heading of it. */
function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const { target } of links(markdown)) {
    if (isExternal(target)) continue;
    const [path = '', anchor] = target.split('#', 2);
    if (path === '') {
      if (!anchors(markdown).has(anchor ?? '')) broken.push(target);
      continue;
    }
    const destination = resolve(dirname(file), decodeURI(path));
    if (!existsSync(destination)) broken.push(target);
    else if (anchor !== undefined && destination.endsWith('.md') && !anchors(read(destination)).has(anchor)) broken.push(target);
  }
  return broken;
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const markdownFiles = (): string[] => [README, ...readdirSync(DOCS).filter((name) => name.endsWith('.md')).map((name) => join(DOCS, name))];

describe('the checks themselves', () => {
  it('find npm commands, with or without run, and name the missing ones', () => {
    const text = 'Run `npm install && npm start`, then `VITE_MOCK=true npm run dev`, `npm run db:reset -- x` and npm run nope.';
    expect(npmCommands(text)).toEqual(['install', 'start', 'run dev', 'run db:reset', 'run nope']);
    expect(missingCommands(text, { start: '', dev: '', 'db:reset': '' })).toEqual(['run nope']);
    expect(missingCommands('npm frobnicate', {})).toEqual(['frobnicate']);
  });

  it('find links and images outside code, and the broken ones', () => {
    const markdown = '# Top\n\n## Reset: `npm run db:reset`\n\n[a](README.md) ![b](docs/none.png) [c](#top) [d](#nowhere) [e](https://x.y/z)\n`[f](g.md)`\n```\n[h](i.md)\n```\n[j](README.md#reset-npm-run-dbreset)';
    expect(links(markdown).map((link) => link.target)).toEqual(['README.md', 'docs/none.png', '#top', '#nowhere', 'https://x.y/z', 'README.md#reset-npm-run-dbreset']);
    expect(links(markdown).filter((link) => link.image).map((link) => link.target)).toEqual(['docs/none.png']);
    const here = join(ROOT, 'example.md');
    expect(brokenLinks(here, markdown)).toEqual(['docs/none.png', '#nowhere', 'README.md#reset-npm-run-dbreset']);
    expect(anchors(markdown)).toEqual(new Set(['top', 'reset-npm-run-dbreset']));
  });

  it('read the size of a PNG and refuse other bytes', () => {
    const png = readFileSync(join(SCREENSHOTS, 'login.png'));
    expect(pngSize(png)).toEqual({ width: 1280, height: 800 });
    expect(pngSize(Buffer.from('GIF89a............................'))).toBeUndefined();
  });
});

describe('README.md', () => {
  const readme = read(README);

  it(`has at most ${MAX_README_LINES} lines`, () => {
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('names only npm commands that exist in package.json', () => {
    expect(npmCommands(readme).length).toBeGreaterThan(10);
    expect(npmCommands(readme)).toEqual(expect.arrayContaining(['install', 'start', 'test']));
    expect(missingCommands(readme, scripts())).toEqual([]);
  });

  it('shows the main screens, each a committed 1280x800 PNG under 150 KB', () => {
    const images = links(readme).filter((link) => link.image && !isExternal(link.target));
    expect(images.map((image) => image.target)).toEqual(
      expect.arrayContaining(['login', 'dashboard', 'package-configurations', 'package-configuration-new', 'users', 'resource-from-json', 'schema-lab'].map((name) => `docs/screenshots/${name}.png`)),
    );
    for (const { target } of images) {
      const file = join(ROOT, target);
      expect(existsSync(file), target).toBe(true);
      expect(pngSize(readFileSync(file)), target).toEqual({ width: 1280, height: 800 });
      expect(statSync(file).size, target).toBeLessThanOrEqual(MAX_PNG_BYTES);
    }
  });

  it('shows every screenshot that is committed (its folders hold the pictures other documents show)', () => {
    const shown = new Set(links(readme).map((link) => link.target));
    const unused = readdirSync(SCREENSHOTS, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .filter((name) => !shown.has(`docs/screenshots/${name}`));
    expect(unused).toEqual([]);
  });

  it('links to each page of docs/', () => {
    const targets = new Set(links(readme).map((link) => link.target.split('#')[0]));
    const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
    expect(pages).toEqual(expect.arrayContaining(['architecture.md', 'benchmarks.md', 'format.md', 'security.md', 'storage.md']));
    expect(pages.filter((name) => !targets.has(`docs/${name}`))).toEqual([]);
  });
});

describe('relative links of README.md and docs/*.md', () => {
  it.each(markdownFiles().map((file) => [relative(ROOT, file), file]))('%s: every one reaches a file and its heading', (_name, file) => {
    const markdown = read(file);
    expect(links(markdown).length).toBeGreaterThan(0);
    expect(brokenLinks(file, markdown)).toEqual([]);
  });
});
