/**
 * Every problem is printed once: by the server's resource-file loader however often it checks the
 * files again (and however often config.json lists a file), and by `npm run resources:check`
 * however often a file is named. A problem printed twice fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResourceFiles } from '../../../server/http/resourceFiles';
import { main as resourcesCheck } from '../../../scripts/resourcesCheck';

/** An unknown field type: an error, the file is refused. */
const BROKEN = { name: 'gadget', fields: [{ source: 'title', type: 'text' }, { source: 'size', type: 'wobble' }] };
/** A route without a label: a warning, the file is served. */
const UNTITLED = { name: 'widget', route: { path: 'widget', parent: '/example', name: 'Widget' }, fields: [{ source: 'title', type: 'text' }] };

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sms-once-'));
  mkdirSync(join(dir, 'resources'));
  writeFileSync(join(dir, 'resources/broken.json'), JSON.stringify(BROKEN));
  writeFileSync(join(dir, 'resources/untitled.json'), JSON.stringify(UNTITLED));
  const listed = ['resources/broken.json', 'resources/untitled.json', 'resources/broken.json', '../outside.json'];
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ resources: listed }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines said more than once. */
const repeated = (lines: readonly string[]): string[] => [...new Set(lines.filter((line, index) => lines.indexOf(line) !== index))];

describe('every problem is printed once', () => {
  it('by the server, across checks of unchanged files and a file listed twice', async () => {
    const lines: string[] = [];
    const files = createResourceFiles(dir, { log: (line) => void lines.push(line), recheckMs: 0 });
    for (let check = 0; check < 3; check++) await files.refresh();
    expect(await files.find('widget')).toBeDefined();

    expect(repeated(lines)).toEqual([]);
    expect(lines.filter((line) => line.includes("'wobble'"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('resources.widget.name'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('outside.json'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('listed twice'))).toHaveLength(1);
  });

  it('by resources:check, a file named twice checked once', async () => {
    const lines: string[] = [];
    const broken = join(dir, 'resources/broken.json');
    const code = await resourcesCheck([broken, join(dir, 'resources/untitled.json'), broken, join(dir, 'resources/../resources/broken.json')], (line) => void lines.push(line));
    expect(code).toBe(1);
    expect(repeated(lines)).toEqual([]);
    expect(lines.filter((line) => line.includes("'wobble'"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('resources.widget.name'))).toHaveLength(1);
  });
});
