import { describe, expect, it } from 'vitest';
import { numberOr, parseDecimals } from '../../../src/demos/countTo/decimals';
import { DEFAULT_PLATFORMS, togglePlatform } from '../../../src/demos/sticky/platforms';
import demoWidgets from '../../../src/kernel/texts/sections/demoWidgets';
import pageTitles from '../../../src/kernel/texts/sections/pageTitles';
import { createTranslator } from '../../../src/kernel/texts/translate';

describe('count-to decimals', () => {
  it('accepts whole numbers from 0 to 20, and empty as 0', () => {
    expect(parseDecimals('0')).toEqual({ value: 0, valid: true });
    expect(parseDecimals('20')).toEqual({ value: 20, valid: true });
    expect(parseDecimals(' 2 ')).toEqual({ value: 2, valid: true });
    expect(parseDecimals('')).toEqual({ value: 0, valid: true });
  });

  it('refuses the others and falls back to 0', () => {
    for (const input of ['21', '-1', '1.5', 'abc']) expect(parseDecimals(input)).toEqual({ value: 0, valid: false });
  });

  it('reads number inputs with a fallback', () => {
    expect(numberOr('2017', 0)).toBe(2017);
    expect(numberOr('', 4000)).toBe(4000);
    expect(numberOr('x', 5)).toBe(5);
  });
});

describe('sticky demo platforms', () => {
  it('starts with a-platform and toggles keeping the menu order', () => {
    expect(DEFAULT_PLATFORMS).toEqual(['a-platform']);
    expect(togglePlatform(['c-platform'], 'a-platform')).toEqual(['a-platform', 'c-platform']);
    expect(togglePlatform(['a-platform', 'c-platform'], 'a-platform')).toEqual(['c-platform']);
  });
});

describe('demo widgets texts', () => {
  it('hold the exact texts of the spec in English', () => {
    const t = createTranslator(demoWidgets.en);
    expect(['todo', 'working', 'done'].map((key) => t(`demoWidgets.kanban.${key}`))).toEqual(['Todo', 'Working', 'Done']);
    expect(t('demoWidgets.countTo.digitsError')).toBe('digits argument must be between 0 and 20');
    expect(t('demoWidgets.dragTable.defaultOrder')).toBe('The default order');
    expect(t('demoWidgets.dragTable.afterOrder')).toBe('The after dragging order');
    // The menu titles stay in the shell's catalogue (pageTitles.ts).
    expect(createTranslator(pageTitles.en)('route.splitPane')).toBe('SplitPane');
    expect(t('components.backToTop')).toBe('Back to top');
  });
});
