import { describe, expect, it } from 'vitest';
import { TITLE_RULE_MESSAGE, characterCount, validateTitle } from '../../../src/demos/titleRule/titleRule';
import demoCharts from '../../../src/kernel/texts/sections/demoCharts';
import { lookup } from '../../../src/kernel/texts/translate';

describe('demo title rule', () => {
  it('accepts exactly six characters', () => {
    expect(validateTitle('abcdef')).toBeUndefined();
    expect(validateTitle('六个中文字符')).toBeUndefined();
    expect(validateTitle('ab cd!')).toBeUndefined();
  });

  it('rejects any other length, empty and missing values', () => {
    for (const value of ['', 'abcde', 'abcdefg', null, undefined, 123456]) {
      expect(validateTitle(value)).toBe(TITLE_RULE_MESSAGE);
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('😀😀😀😀😀😀')).toBe(6);
    expect(validateTitle('😀😀😀😀😀😀')).toBeUndefined();
  });

  it("says '请输入六个字符' in both languages", () => {
    expect(lookup(demoCharts.en, TITLE_RULE_MESSAGE)).toBe('请输入六个字符');
    expect(lookup(demoCharts.zh, TITLE_RULE_MESSAGE)).toBe('请输入六个字符');
  });
});
