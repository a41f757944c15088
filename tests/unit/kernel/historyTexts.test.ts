/** The texts of revisions, rollback and restore: every key in English and Chinese, the same keys in both. */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/kernel/http/audit';
import audit from '../../../src/kernel/texts/sections/audit';
import publishedResources from '../../../src/kernel/texts/sections/publishedResources';

type Tree = { [key: string]: string | Tree };

const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)))));

const USED = [
  ...AUDIT_ACTIONS.map((action) => `audit.actions.${action}`),
  'audit.resourceFiles',
  'audit.fileChanges.revision',
  'audit.fileChanges.rolledBackFrom',
  'audit.restore',
  'audit.restoreLabel',
  'audit.restoreTitle',
  'audit.restoreContent',
  'audit.restored',
  ...['history', 'revisionsTitle', 'revisionsLoading', 'revisionsFailed', 'revision', 'revisionBy', 'rolledBackFrom', 'current', 'compareFrom', 'compareTo', 'diffLabel', 'sameRevisions', 'folded', 'rollback', 'rollbackTitle', 'rollbackContent', 'rolledBack', 'rollbackRefused', 'close', 'unpublishedTitle', 'lastPublished'].map(
    (key) => `publishedResources.${key}`,
  ),
];

const sections = [audit, publishedResources];
const english = Object.assign({}, ...sections.map((section) => flat(section.en as Tree))) as Record<string, string>;
const chinese = Object.assign({}, ...sections.map((section) => flat(section.zh as Tree))) as Record<string, string>;

describe('texts of revisions, rollback and restore', () => {
  it.each(sections.map((section) => [Object.keys(section.en).join(', '), section] as const))('%s: the same keys in English and Chinese', (_, section) => {
    expect(Object.keys(flat(section.zh as Tree)).sort()).toEqual(Object.keys(flat(section.en as Tree)).sort());
  });

  it('hold every key the history, rollback and restore use, in both languages', () => {
    for (const key of USED) {
      expect(english[key], key).toMatch(/\S/);
      expect(chinese[key], key).toMatch(/\S/);
    }
    expect(chinese['publishedResources.rollback']).toBe('回滚');
  });
});
