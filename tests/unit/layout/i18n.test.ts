import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import dashboard from '../../../src/kernel/texts/sections/dashboard';
import layout from '../../../src/kernel/texts/sections/layout';
import raChinese from '../../../src/kernel/texts/sections/raChinese';
import { catalogueFor } from '../../../src/kernel/texts/catalogue';
import { createTranslator, type Catalogue } from '../../../src/kernel/texts/translate';

function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('layout and dashboard catalogues', () => {
  it.each([
    ['layout', layout],
    ['dashboard', dashboard],
  ])('%s has the same keys in English and Chinese', (_, section) => {
    expect(keys(section.zh).sort()).toEqual(keys(section.en).sort());
  });

  it("holds the spec's exact English texts", () => {
    const t = createTranslator(catalogueFor('en'));
    expect(['layout.navbar.logOut', 'layout.tags.refresh', 'layout.tags.close', 'layout.tags.closeOthers', 'layout.tags.closeAll'].map((key) => t(key))).toEqual([
      'Log Out',
      'Refresh',
      'Close',
      'Close Others',
      'Close All',
    ]);
    expect(['default', 'medium', 'small', 'mini', 'switched'].map((key) => t(`layout.size.${key}`))).toEqual([
      'Default',
      'Medium',
      'Small',
      'Mini',
      'Switch Size Success',
    ]);
    expect(t('layout.navbar.fullscreenUnsupported')).toBe('you browser can not work');
    expect(t('route.dashboard')).toBe('Dashboard');
    expect(t('dashboard.todo.title')).toBe('Todo');
  });
});

describe("react-admin's messages in Chinese", () => {
  it('translate every ra.* key of the English package', () => {
    const english = keys(englishMessages as unknown as Catalogue);
    const chinese = new Set(keys(raChinese.zh));
    expect(english.filter((key) => !chinese.has(key))).toEqual([]);
  });

  it('are used for zh, with our overrides on top', () => {
    const t = createTranslator(catalogueFor('zh'));
    expect(t('ra.navigation.page_rows_per_page')).toBe('每页条数：');
    expect(t('ra.action.delete')).toBe('删除');
    expect(t('ra.auth.logout')).toBe('退出登录');
    expect(t('layout.tags.closeAll')).toBe('关闭所有');
  });
});
