import { describe, expect, it } from 'vitest';
import { createI18nProvider, messagesFor } from '../../../src/providers/i18nProvider';
import { registerSection, registeredSections } from '../../../src/providers/pageTexts';
import { saveLanguage } from '../../../src/providers/language';
import { allSections, catalogueFor, pageSections } from '../../../src/kernel/texts/catalogue';
import { shellSections } from '../../../src/kernel/texts/shellCatalogue';
import webhooks from '../../../src/kernel/texts/sections/webhooks';
import { defineSection, lookup, type Catalogue } from '../../../src/kernel/texts/translate';

function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

const lab = defineSection({
  en: { testPage: { title: 'Lazy page', greeting: 'Hello %{name}' } },
  zh: { testPage: { title: '懒加载页面', greeting: '你好 %{name}' } },
});
const later = defineSection({
  en: { testLater: { title: 'Later page' } },
  zh: { testLater: { title: '后来的页面' } },
});

describe("a page's texts, registered when its chunk loads", () => {
  it('translate after registration, in both languages, and after a language switch', async () => {
    saveLanguage('en');
    const provider = createI18nProvider();
    // Not in the shell's catalogue: the key itself until the page registers its section.
    expect(provider.translate('testPage.title')).toBe('testPage.title');

    registerSection(lab);
    expect(provider.translate('testPage.title')).toBe('Lazy page');
    expect(provider.translate('testPage.greeting', { name: 'Ada' })).toBe('Hello Ada');

    await provider.changeLocale('zh');
    expect(provider.getLocale()).toBe('zh');
    expect(provider.translate('testPage.title')).toBe('懒加载页面');
    // The shell's texts follow the switch too.
    expect(provider.translate('route.dashboard')).toBe(lookup(catalogueFor('zh'), 'route.dashboard'));

    // A page loaded after the switch: its texts in the language in use at once.
    registerSection(later);
    expect(provider.translate('testLater.title')).toBe('后来的页面');

    await provider.changeLocale('en');
    expect(provider.translate('testPage.title')).toBe('Lazy page');
    expect(provider.translate('testLater.title')).toBe('Later page');
    expect(provider.translate('route.dashboard')).toBe('Dashboard');
  });

  it('reach a provider built after the registration, and count once however often registered', () => {
    registerSection(lab);
    registerSection(lab, later);
    expect(registeredSections().filter((section) => section === lab)).toHaveLength(1);
    saveLanguage('zh');
    expect(createI18nProvider().translate('testPage.title')).toBe('懒加载页面');
  });
});

describe('the shell catalogue and the pages’ sections', () => {
  it("leave a page's texts out of the shell but keep its menu title there", () => {
    const shell = messagesFor('en');
    expect(lookup(shell, 'webhooks.new')).toBeUndefined();
    expect(lookup(shell, 'route.webhooks')).toBe('Webhooks');
    expect(lookup(messagesFor('en', {}, [webhooks]), 'webhooks.new')).toBe('New webhook');
    expect(allSections).toEqual([...shellSections, ...pageSections]);
  });

  it('never reword a text of the shell (a key is in the shell or in one page section)', () => {
    const shellKeys = new Set(shellSections.flatMap((section) => keys(section.en)));
    const seen = new Map<string, number>();
    pageSections.forEach((section, index) => {
      for (const key of keys(section.en)) {
        expect(shellKeys.has(key), key).toBe(false);
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, index);
      }
    });
  });

  it.each(allSections.filter((section) => keys(section.en).length > 0).map((section) => [keys(section.en)[0], section] as const))(
    'the section of %s has the same keys in English and Chinese',
    (_, section) => {
      expect(keys(section.zh).sort()).toEqual(keys(section.en).sort());
    },
  );
});
