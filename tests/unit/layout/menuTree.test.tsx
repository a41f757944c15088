/**
 * The sidebar's menu redraws only what a navigation changes (every navigation redrew all
 * of its entries, and a list visit left a second copy of the whole menu's React state behind). Each
 * entry translates its title when it renders, so the titles asked for tell which entries rendered.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPathsFor, type MenuNode } from '../../../src/layout/menu/buildMenu';
import { MenuTree } from '../../../src/layout/menu/MenuTree';
import { useOpenSubmenus } from '../../../src/layout/menu/useOpenSubmenus';

const menu: MenuNode[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/guide', title: 'Guide' },
  {
    path: '/permission',
    title: 'Permission',
    children: [
      { path: '/permission/page', title: 'Page Permission' },
      { path: '/permission/role', title: 'Role Permission' },
    ],
  },
  {
    path: '/nested',
    title: 'Nested',
    children: [
      { path: '/nested/menu1', title: 'Menu 1', children: [{ path: '/nested/menu1/a', title: 'Menu 1-a' }] },
      { path: '/nested/menu2', title: 'Menu 2' },
    ],
  },
  { path: '/icon', title: 'Icons' },
];

let asked: string[] = [];
const i18nProvider: I18nProvider = {
  translate: (key: string) => {
    asked.push(key);
    return key;
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};

let navigate: NavigateFunction = () => undefined;
function Menu() {
  navigate = useNavigate();
  const { pathname } = useLocation();
  const submenus = useOpenSubmenus(openPathsFor(menu, pathname));
  return (
    <ul>
      <MenuTree nodes={menu} pathname={pathname} open={submenus.open} onToggle={submenus.toggle} />
    </ul>
  );
}

function renderMenu(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nContextProvider value={i18nProvider}>
        <Menu />
      </I18nContextProvider>
    </MemoryRouter>,
  );
}

const go = (path: string) =>
  act(() => {
    asked = [];
    void navigate(path);
  });

describe('MenuTree', () => {
  beforeEach(() => {
    asked = [];
  });

  it('marks the current page and opens the submenus that lead to it', () => {
    renderMenu('/permission/role');
    expect(screen.getByRole('link', { name: 'Role Permission' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page Permission' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Permission' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('redraws only the entry left and the entry reached on a navigation', () => {
    renderMenu('/dashboard');
    go('/icon');
    expect(screen.getByRole('link', { name: 'Icons' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(asked.sort()).toEqual(['Dashboard', 'Icons']);
  });

  it('redraws a submenu only when the page enters or leaves it', () => {
    renderMenu('/dashboard');
    go('/permission/role');
    expect(screen.getByRole('link', { name: 'Role Permission' })).toHaveAttribute('aria-current', 'page');
    // The submenu opens (its header and entries draw); the other submenus stay as they were.
    expect(asked).not.toContain('Nested');
    expect(asked).not.toContain('Guide');
    expect(asked).toContain('Permission');

    go('/permission/page');
    expect(asked.sort()).toEqual(['Page Permission', 'Role Permission']);

    go('/dashboard');
    // The submenu stays open (the user may go back to it); its last page is no longer marked.
    expect(screen.getByRole('button', { name: 'Permission' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Page Permission' })).not.toHaveAttribute('aria-current');
    expect(asked).not.toContain('Guide');
    expect(asked).not.toContain('Nested');
  });

  it('reaches a page two submenus deep and still opens and closes submenus by click', () => {
    renderMenu('/dashboard');
    go('/nested/menu1/a');
    expect(screen.getByRole('link', { name: 'Menu 1-a' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Menu 1' })).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'Nested' }).click());
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveAttribute('aria-expanded', 'false');
    act(() => screen.getByRole('button', { name: 'Permission' }).click());
    expect(screen.getByRole('button', { name: 'Permission' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Page Permission' })).toBeInTheDocument();
  });
});
