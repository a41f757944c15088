// @vitest-environment node
/** The README's key table names every field type and the keys of the rich types, form layout and batch features, and its second example exists. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../../src/kernel/format/definition/names';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const table = readme.split('The keys of a field, in short')[1]?.split('\n\n')[1] ?? '';
const row = (key: string) => table.split('\n').find((line) => line.startsWith(`| \`${key}\``)) ?? '';

describe("the README's key table", () => {
  it('lists every field type in its type row', () => {
    const types = row('type');
    for (const type of FIELD_TYPES) expect(types, type).toContain(`\`${type}\``);
  });

  it.each(['step', 'minItems', 'maxItems', 'accept', 'crop', 'fields', 'form', 'inlineEdit', 'bulkEdit', 'import', 'related'])('has a row for %s', (key) => {
    expect(table).toMatch(new RegExp(`^\\| [^|]*\`${key}\``, 'm'));
  });

  it('points at the second example file, which exists', () => {
    expect(readme).toContain('`public/resources/campaign.json`');
    expect(existsSync(new URL('../../../public/resources/campaign.json', import.meta.url))).toBe(true);
  });
});
