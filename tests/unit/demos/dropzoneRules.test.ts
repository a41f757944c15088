import { describe, expect, it } from 'vitest';
import {
  checkDrop,
  DEFAULT_DROPZONE_RULES,
  matchesAccept,
  refusalMessage,
  type FileFacts,
} from '../../../src/components/Dropzone/rules';
import { catalogueFor } from '../../../src/kernel/texts/catalogue';
import { createTranslator } from '../../../src/kernel/texts/translate';

const t = createTranslator(catalogueFor('en'));
const MB = 1024 * 1024;
const png = (name: string, size = 1000): FileFacts => ({ name, size, type: 'image/png' });

describe('dropzone rules (2 MB, 3 files, images)', () => {
  it('defaults to 2 MB, 3 files and images', () => {
    expect(DEFAULT_DROPZONE_RULES).toEqual({ maxSizeMb: 2, maxFiles: 3, accept: ['image/*'] });
  });

  it('matches MIME patterns', () => {
    expect(matchesAccept('image/webp', ['image/*'])).toBe(true);
    expect(matchesAccept('text/plain', ['image/*'])).toBe(false);
    expect(matchesAccept('image/gif', ['image/png', 'image/jpeg'])).toBe(false);
    expect(matchesAccept('anything', [])).toBe(true);
  });

  it('takes at most 3 files, counting those already there', () => {
    const four = [png('a'), png('b'), png('c'), png('d')];
    const first = checkDrop(four, 0);
    expect(first.accepted.map((file) => file.name)).toEqual(['a', 'b', 'c']);
    expect(first.refused).toEqual([{ file: four[3], reason: 'tooMany' }]);
    const later = checkDrop([png('e'), png('f')], 2);
    expect(later.accepted.map((file) => file.name)).toEqual(['e']);
    expect(later.refused.map((refusal) => refusal.reason)).toEqual(['tooMany']);
    expect(checkDrop([png('g')], 3).accepted).toEqual([]);
  });

  it('refuses files over 2 MB; exactly 2 MB is fine', () => {
    const { accepted, refused } = checkDrop([png('big', 2 * MB + 1), png('edge', 2 * MB)], 0);
    expect(accepted.map((file) => file.name)).toEqual(['edge']);
    expect(refused).toEqual([{ file: expect.objectContaining({ name: 'big' }), reason: 'tooLarge' }]);
  });

  it('refuses non-images, and refused files take no slot', () => {
    const files = [{ name: 'notes.txt', size: 10, type: 'text/plain' }, png('big', 3 * MB), png('a'), png('b'), png('c')];
    const { accepted, refused } = checkDrop(files, 0);
    expect(accepted.map((file) => file.name)).toEqual(['a', 'b', 'c']);
    expect(refused.map((refusal) => refusal.reason)).toEqual(['notAccepted', 'tooLarge']);
  });

  it('explains each refusal', () => {
    const rules = DEFAULT_DROPZONE_RULES;
    const say = (reason: 'notAccepted' | 'tooLarge' | 'tooMany') => {
      const { key, args } = refusalMessage({ file: png('x.png'), reason }, rules);
      return t(key, args);
    };
    expect(say('notAccepted')).toBe('x.png: Image only');
    expect(say('tooLarge')).toBe('x.png is too large: the limit is 2 MB');
    expect(say('tooMany')).toBe('Too many files: at most 3, x.png was not added');
  });
});
