import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/layout/menu/buildMenu';
import { buildBreadcrumb } from '../../../src/layout/navbar/breadcrumb';
import { createI18nProvider, messagesFor } from '../../../src/providers/i18nProvider';
import { resources as builtIns } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';
import { findRoute } from '../../../src/routes/resolve';
import { canAccessRoles } from '../../../src/kernel/access/access';
import { routeTable as builtInTable } from '../../../src/routes/routeTable';
import { builtInConsole, consoleModel } from '../../../src/shell/consoleModel';
import { FILE_ERRORS_PATH } from '../../../src/shell/runtime/brokenFileRoutes';
import type { RuntimeFile } from '../../../src/shell/runtime/types';
import { blacklistFile } from './blacklistFile';

const { texts, ...rest } = blacklistFile;
const blacklist: RuntimeFile = {
  file: 'resources/blacklist.json',
  schema: { ...(rest as unknown as ResourceSchema), roles: ['admin'], list: { kind: 'server' } as unknown as ResourceSchema['list'] },
  conventional: true,
  texts,
};

const pathsOf = (menu: ReturnType<typeof buildMenu>): string[] => menu.flatMap((node) => [node.path, ...pathsOf(node.children ?? [])]);

describe('the console model of built-in and runtime resources', () => {
  it('without files it is the built-in console', () => {
    expect(consoleModel({ files: [], broken: [] })).toBe(builtInConsole);
    expect(builtInConsole.routes.routeTable).toBe(builtInTable);
  });

  it('places a runtime resource like a built-in one: menu, breadcrumb, route, registry', () => {
    const model = consoleModel({ files: [blacklist], broken: [] });
    expect(model.resources.find('blacklist')).toBe(blacklist.schema);
    expect(model.resources.isConventional('blacklist')).toBe(true);
    expect(model.resources.isConventional('user')).toBe(false);
    expect(model.resources.all.map((schema) => schema.name)).toEqual([...builtIns.map((schema) => schema.name), 'blacklist']);
    const route = findRoute(model.routes.routeTable, '/permission/blacklist');
    expect(route?.item).toMatchObject({ name: 'Blacklist', meta: { title: 'resources.blacklist.name', roles: ['admin'] } });
    expect(buildBreadcrumb(model.routes.routeTable, '/permission/blacklist').map((crumb) => crumb.title)).toContain('resources.blacklist.name');
    expect(pathsOf(buildMenu(model.routes.routeTable, ['admin']))).toContain('/permission/blacklist');
    // The built-in table is untouched.
    expect(findRoute(builtInTable, '/permission/blacklist')).toBeUndefined();
  });

  it('the one access rule keeps an admin-only runtime resource from an editor', () => {
    const model = consoleModel({ files: [blacklist], broken: [] });
    const editorMenu = pathsOf(buildMenu(model.routes.routeTable, ['editor']));
    expect(editorMenu).toContain('/permission/sendName');
    expect(editorMenu).not.toContain('/permission/blacklist');
    expect(canAccessRoles(['editor'], model.resources.rolesOf('blacklist'))).toBe(false);
    expect(canAccessRoles(['admin'], model.resources.rolesOf('blacklist'))).toBe(true);
  });

  it('a broken file with a known route gets its error page there, and every broken file is on the notice page', () => {
    const model = consoleModel({
      files: [],
      broken: [
        { file: 'resources/greylist.json', name: 'greylist', route: { parent: '/permission', path: 'greylist' }, roles: ['admin'], problems: [] },
        { file: 'resources/missing.json', roles: ['admin'], failure: { kind: 'http', status: 404 }, problems: [] },
        { file: 'resources/elsewhere.json', name: 'x', route: { parent: '/nowhere', path: 'x' }, roles: ['admin'], problems: [] },
      ],
    });
    expect(findRoute(model.routes.routeTable, '/permission/greylist')?.item.meta).toMatchObject({ title: 'Greylist', roles: ['admin'] });
    expect(findRoute(model.routes.routeTable, FILE_ERRORS_PATH)?.item.meta).toMatchObject({ title: 'engineChecks.files.menu', roles: ['admin'] });
    expect(pathsOf(buildMenu(model.routes.routeTable, ['admin']))).toEqual(expect.arrayContaining(['/permission/greylist', FILE_ERRORS_PATH]));
    expect(pathsOf(buildMenu(model.routes.routeTable, ['editor']))).not.toContain(FILE_ERRORS_PATH);
  });
});

describe('runtime texts in the catalogues', () => {
  it('merge into en and zh beneath the built-in texts', async () => {
    const merged = { en: { ...texts.en, route: { dashboard: 'Overwritten' } }, zh: texts.zh };
    expect(messagesFor('en', merged)).toMatchObject({ resources: { blacklist: { name: 'Blacklist' } }, route: { dashboard: 'Dashboard' } });
    expect(messagesFor('zh', merged)).toMatchObject({ resources: { blacklist: { name: '黑名单', fields: { phone: '手机号' } } } });
    const provider = createI18nProvider(merged);
    await provider.changeLocale('zh');
    expect(provider.translate('resources.blacklist.fields.phone')).toBe('手机号');
    await provider.changeLocale('en');
    expect(provider.translate('resources.blacklist.name')).toBe('Blacklist');
    // Built-in resources keep their texts.
    expect(provider.translate('resources.blacklist.fields.nothing', { _: 'Nothing' })).toBe('Nothing');
  });
});
