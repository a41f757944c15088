import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { isListStateKey, splitStore, tabStore, withLocaleDefault } from '../../../src/providers/adminStore';
import { LIST_STATE_KEY } from '../../../src/providers/session';

describe('admin store', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends list state to the tab store and the rest to the lasting one', () => {
    expect(isListStateKey('article.listParams')).toBe(true);
    expect(isListStateKey('packageConf.selectedIds')).toBe(true);
    expect(isListStateKey('locale')).toBe(false);
    const lasting = memoryStore();
    const store = splitStore(lasting, tabStore());
    store.setup();
    store.setItem('article.listParams', { perPage: 10 });
    store.setItem('locale', 'zh');
    expect(lasting.getItem('article.listParams')).toBeUndefined();
    expect(lasting.getItem('locale')).toBe('zh');
    expect(JSON.parse(sessionStorage.getItem(LIST_STATE_KEY) ?? '{}')).toEqual({ 'article.listParams': { perPage: 10 } });
  });

  it('reads the tab state back at setup (a reload) and forgets it on reset (logout)', () => {
    sessionStorage.setItem(LIST_STATE_KEY, JSON.stringify({ 'article.listParams': { page: 3 } }));
    const store = tabStore();
    store.setup();
    expect(store.getItem('article.listParams')).toEqual({ page: 3 });
    store.reset();
    expect(store.getItem('article.listParams')).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(LIST_STATE_KEY) ?? 'null')).toEqual({});
  });

  it("reads 'locale' as the console's language until one is stored, so react-admin's i18n context renders at once", () => {
    const store = withLocaleDefault(memoryStore(), () => 'zh');
    store.setup();
    expect(store.getItem('locale')).toBe('zh');
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('sidebar.open')).toBeUndefined();
    store.setItem('locale', 'en');
    expect(store.getItem('locale')).toBe('en');
    store.removeItem('locale');
    expect(store.getItem('locale')).toBe('zh');
  });
});
