import { test, expect, screenshot, signInAndOpen } from './support';

test.describe('English and Simplified Chinese', () => {
  test('the language switch applies to the layout and to react-admin, and is kept', async ({ page }) => {
    await signInAndOpen(page, '/nested/menu2');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['English', '中文']);
    await page.getByRole('menuitem', { name: '中文' }).click();

    const sidebar = page.getByRole('navigation', { name: '侧边栏' });
    await expect(sidebar.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '菜单 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('link')).toHaveText(['首页', '路由嵌套']);
    await expect(page.getByRole('navigation', { name: '标签栏' }).getByRole('link')).toHaveText(['首页', '菜单 2']);
    // react-admin's own message (the skip link), from our Chinese ra.* catalogue.
    await expect(page.getByRole('button', { name: '跳到内容' })).toBeAttached();
    await expect(page).toHaveTitle('菜单 2 - SMS Admin');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await page.reload();
    await expect(page.getByRole('navigation', { name: '侧边栏' }).getByRole('link', { name: '首页' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('navigation', { name: '标签栏' }).locator('[data-tag="/nested/menu2"]').click({ button: 'right' });
    await expect(page.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其它', '关闭所有']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '布局大小' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['默认', '中', '小', '迷你']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip to content' })).toBeAttached();
  });

  test('the admin dashboard in Chinese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'zh'));
    await signInAndOpen(page, '/dashboard');
    await expect(page.getByRole('button', { name: '新增访问' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: '交易' }).getByRole('columnheader', { name: '订单号' })).toBeVisible();
    await expect(page.getByTestId('todo-count')).toHaveText('剩余 3 项');
    await expect(page.getByRole('img', { name: '预算雷达图' })).toBeVisible();
    await expect(page).toHaveTitle('首页 - SMS Admin');
    await screenshot(page, 'layout-admin-zh');
  });

  test("a page's own texts come with its chunk: through the menu and by its address, in both languages", async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    // The menu shows the titles of pages whose code has not loaded yet.
    await menu.getByRole('button', { name: 'Developer', exact: true }).click();
    await menu.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page.getByRole('button', { name: 'New webhook' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Webhooks tell other systems when a record changes/)).toBeVisible();

    // The loaded page follows a language switch.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('button', { name: '新建 Webhook' })).toBeVisible();
    await expect(page.getByText(/^Webhook 在记录变化时通知其他系统/)).toBeVisible();
    await expect(page).toHaveTitle('Webhook - SMS Admin');

    // A page first loaded after the switch comes in the language in use.
    const sidebar = page.getByRole('navigation', { name: '侧边栏' });
    await sidebar.getByRole('link', { name: '模式实验室', exact: true }).click();
    await expect(page.getByText(/^以 JSON 编写资源文件/)).toBeVisible({ timeout: 20_000 });

    // Opened by its address (a fresh load, in Chinese), then switched to English.
    await page.goto('/developer/webhooks');
    await expect(page.getByRole('button', { name: '新建 Webhook' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle('Webhook - SMS Admin');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'New webhook' })).toBeVisible();
    await expect(page.getByText(/^Webhooks tell other systems when a record changes/)).toBeVisible();
    await expect(page).toHaveTitle('Webhooks - SMS Admin');

    // A demo by its address: its texts came with its chunk too, and follow a switch.
    await page.goto('/components/drag-kanban');
    await expect(page.getByRole('region', { name: 'Todo' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('region', { name: '待办' })).toBeVisible();
  });
});
