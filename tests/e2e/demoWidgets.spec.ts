/**
 * Widget and drag-and-drop demos: each one driven as a user would, with real pointer drags
 * (mouse down, moves in steps, up) and dnd-kit's keyboard (focus, Space, arrows, Space).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';

interface Point {
  x: number;
  y: number;
}

async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits for `count` animation frames in the page (no fixed sleep). */
async function frames(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** A pointer drag: press, pass dnd-kit's 5 px activation distance, glide to the target, release. */
async function dragTo(page: Page, from: Locator, to: Point | Locator, offset: Point = { x: 0, y: 0 }) {
  const start = await centre(from);
  const target = 'x' in to ? to : await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(target.x + offset.x, target.y + offset.y, { steps: 20 });
  // dnd-kit measures again after a move between containers: a last small step settles the target,
  // and a few frames let it commit the target before the release.
  await page.mouse.move(target.x + offset.x, target.y + offset.y + 1, { steps: 2 });
  await frames(page, 3);
  await page.mouse.up();
}

/** dnd-kit's keyboard drag: focus, Space to pick up, the arrow keys, Space to drop. */
async function keyboardMove(page: Page, handle: Locator, keys: string[]) {
  await handle.focus();
  // dnd-kit listens for the next keys from a timer after the pick-up and measures the targets in
  // effects: each key waits for the page to render a few frames first (no fixed sleep).
  for (const key of ['Space', ...keys, 'Space']) {
    await page.keyboard.press(key);
    await frames(page, 4);
  }
}

async function texts(items: Locator): Promise<string[]> {
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Signs in and opens a demo; the first load of the admin and the page's chunk may be slow. */
async function openDemo(page: Page, path: string, title: string) {
  await signInAndOpen(page, path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 20_000 });
}

test.describe('drag and drop demos', () => {
  test('Drag Kanban: cards move within and between Todo, Working and Done, an empty column included', async ({ page }) => {
    await openDemo(page, '/components/drag-kanban', 'Drag Kanban');
    const column = (name: string) => page.getByRole('region', { name });
    const cards = (name: string) => column(name).getByRole('listitem');
    await expect(cards('Todo')).toHaveCount(4);
    const [first, second, third, fourth] = await texts(cards('Todo'));
    const working = await texts(cards('Working'));
    const [doneCard] = await texts(cards('Done'));

    // Within a column: the first card dropped on the third takes its place.
    await dragTo(page, cards('Todo').nth(0), cards('Todo').nth(2));
    await expect.poll(() => texts(cards('Todo'))).toEqual([second, third, first, fourth]);

    // Between columns: Done's only card goes to Working, leaving Done empty...
    await dragTo(page, cards('Done').first(), cards('Working').last(), { x: 0, y: 40 });
    await expect.poll(() => texts(cards('Working'))).toEqual([...working, doneCard]);
    await expect(cards('Done')).toHaveCount(0);

    // ...and a card dropped into the empty column lands there.
    await dragTo(page, cards('Todo').first(), column('Done'));
    await expect.poll(() => texts(cards('Done'))).toEqual([second]);
    await expect.poll(() => texts(cards('Todo'))).toEqual([third, first, fourth]);

    // Keyboard: pick up, move right into Working, drop; Escape cancels a move.
    await keyboardMove(page, cards('Todo').first(), ['ArrowRight']);
    await expect.poll(() => texts(cards('Working'))).toContain(third);
    await expect.poll(() => texts(cards('Todo'))).toEqual([first, fourth]);
    await cards('Todo').first().focus();
    for (const key of ['Space', 'ArrowRight', 'Escape']) {
      await page.keyboard.press(key);
      await frames(page, 4);
    }
    await expect.poll(() => texts(cards('Todo'))).toEqual([first, fourth]);
    await screenshot(page, 'demo-drag-kanban');
  });

  test('Dnd List: articles reorder within a list and move between the two lists', async ({ page }) => {
    await openDemo(page, '/components/dnd-list', 'Dnd List');
    const items = (name: string) => page.getByRole('list', { name }).getByRole('listitem');
    await expect(items('List')).toHaveCount(5);
    await expect(items('Article pool')).toHaveCount(5);
    const list = await texts(items('List'));
    const pool = await texts(items('Article pool'));

    await dragTo(page, items('List').nth(0), items('List').nth(2));
    await expect.poll(() => texts(items('List'))).toEqual([list[1], list[2], list[0], list[3], list[4]]);

    await dragTo(page, items('Article pool').nth(0), items('List').nth(0), { x: 0, y: -8 });
    await expect.poll(() => texts(items('List'))).toEqual([pool[0], list[1], list[2], list[0], list[3], list[4]]);
    await expect.poll(() => texts(items('Article pool'))).toEqual(pool.slice(1));

    await keyboardMove(page, items('List').nth(0), ['ArrowDown']);
    await expect.poll(() => texts(items('List'))).toEqual([list[1], pool[0], list[2], list[0], list[3], list[4]]);
    await screenshot(page, 'demo-dnd-list');
  });

  test('Drag Select: chosen values reorder by drag and the tags below follow', async ({ page }) => {
    await openDemo(page, '/components/drag-select', 'Drag Select');
    const tags = page.getByRole('list', { name: 'Chosen, in order' }).getByRole('listitem');
    const chip = (name: string) => page.getByRole('button', { name, exact: true });
    await expect.poll(() => texts(tags)).toEqual(['Apple', 'Banana', 'Orange']);

    await dragTo(page, chip('Apple'), chip('Orange'));
    await expect.poll(() => texts(tags)).toEqual(['Banana', 'Orange', 'Apple']);

    await keyboardMove(page, chip('Apple'), ['ArrowLeft']);
    await expect.poll(() => texts(tags)).toEqual(['Banana', 'Apple', 'Orange']);

    // Choosing another option appends it; the chosen items stay draggable.
    await page.getByRole('combobox', { name: 'Fruits' }).click();
    await page.getByRole('option', { name: 'Pear' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => texts(tags)).toEqual(['Banana', 'Apple', 'Orange', 'Pear']);
    await dragTo(page, chip('Pear'), chip('Banana'));
    await expect.poll(() => texts(tags)).toEqual(['Pear', 'Banana', 'Apple', 'Orange']);
    await screenshot(page, 'demo-drag-select');
  });

  test('Drag Table: 10 articles, rows dragged by their handle, order before and after shown', async ({ page }) => {
    await openDemo(page, '/table/drag-table', 'Drag Table');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('The default order')).toBeVisible();
    await expect(page.getByText('The after dragging order')).toBeVisible();
    const ids = (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id') ?? ''))).map(Number);
    await expect(page.getByTestId('default-order')).toHaveText(ids.join(','));
    await expect(page.getByTestId('after-order')).toHaveText(ids.join(','));
    const handle = (id: number) => page.getByRole('button', { name: `Drag article ${id}`, exact: true });

    await dragTo(page, handle(ids[0]), handle(ids[2]));
    const afterMouse = [ids[1], ids[2], ids[0], ...ids.slice(3)];
    await expect(page.getByTestId('after-order')).toHaveText(afterMouse.join(','));
    await expect(page.getByTestId('default-order')).toHaveText(ids.join(','));

    await keyboardMove(page, handle(ids[9]), ['ArrowUp']);
    const afterKeys = [...afterMouse.slice(0, 8), ids[9], ids[8]];
    await expect(page.getByTestId('after-order')).toHaveText(afterKeys.join(','));
    await expect(rows.first()).toHaveAttribute('data-id', String(ids[1]));
    await screenshot(page, 'demo-drag-table');
  });

  test('Drag Dialog: moved by its title bar, kept inside the viewport, with a working form', async ({ page }) => {
    await openDemo(page, '/components/drag-dialog', 'Drag Dialog');
    await page.getByRole('button', { name: 'Open a Drag Dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping address' });
    await expect(dialog).toBeVisible();
    const titleBar = dialog.getByTestId('dialog-title-bar');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };

    // Past the top-left corner: it stops at the edges.
    const bar = await centre(titleBar);
    await dragTo(page, titleBar, { x: 1, y: 1 });
    let box = await dialog.boundingBox();
    expect(box?.x).toBeCloseTo(0, 0);
    expect(box?.y).toBeCloseTo(0, 0);
    expect(bar.x).toBeGreaterThan(300);

    // Past the bottom-right corner.
    await dragTo(page, titleBar, { x: viewport.width - 1, y: viewport.height - 1 });
    box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(viewport.width, 0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport.height, 0);

    // Keyboard: two steps left and one up, from the handle.
    const before = box;
    await keyboardMove(page, dialog.getByRole('button', { name: 'Move the dialog' }), ['ArrowLeft', 'ArrowLeft', 'ArrowUp']);
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBeCloseTo((before?.x ?? 0) - 50, 0);
    expect((await dialog.boundingBox())?.y).toBeCloseTo((before?.y ?? 0) - 25, 0);
    await screenshot(page, 'demo-drag-dialog');

    await dialog.getByLabel('Name').fill('Ada');
    await dialog.getByLabel('Address').fill('1 Main Street');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ship to: Ada, 1 Main Street')).toBeVisible();
  });

  test('SplitPane: the panes resize by dragging the bars and with the keyboard', async ({ page }) => {
    await openDemo(page, '/components/split-pane', 'SplitPane');
    const left = page.getByTestId('split-left');
    const top = page.getByTestId('split-top');
    const vertical = page.getByRole('separator', { name: 'Resize the left and right panes' });
    const horizontal = page.getByRole('separator', { name: 'Resize the top and bottom panes' });
    await expect(vertical).toBeVisible();
    const leftWidth = (await left.boundingBox())?.width ?? 0;
    const topHeight = (await top.boundingBox())?.height ?? 0;

    const bar = await centre(vertical);
    await dragTo(page, vertical, { x: bar.x + 150, y: bar.y });
    await expect.poll(async () => (await left.boundingBox())?.width ?? 0).toBeGreaterThan(leftWidth + 100);

    const hbar = await centre(horizontal);
    await dragTo(page, horizontal, { x: hbar.x, y: hbar.y - 100 });
    await expect.poll(async () => (await top.boundingBox())?.height ?? 0).toBeLessThan(topHeight - 60);

    const valueBefore = Number(await horizontal.getAttribute('aria-valuenow'));
    const heightBefore = (await top.boundingBox())?.height ?? 0;
    await horizontal.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(async () => Number(await horizontal.getAttribute('aria-valuenow'))).toBeGreaterThan(valueBefore);
    await expect.poll(async () => (await top.boundingBox())?.height ?? 0).toBeGreaterThan(heightBefore);
    await screenshot(page, 'demo-split-pane');
  });
});

test.describe('small component demos', () => {
  test('Sticky: a header with Platform, Link, a release time refusing the future, and Publish', async ({ page }) => {
    await openDemo(page, '/components/sticky', 'Sticky');
    const platform = page.getByRole('button', { name: 'Platform' });

    // Platform: a checkbox dropdown, a-platform chosen by default.
    await platform.click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'platformA' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitemcheckbox', { name: 'platformB' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('menuitemcheckbox', { name: 'platformC' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'platformC' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    // Wait until the closed menu is gone from the page: during its exit transition (slow under load)
    // its root is aria-hidden, so the role query misses it, yet its backdrop still takes clicks.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);

    // Link: a dropdown holding the Url input.
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Url').fill('https://example.com/post');
    await page.keyboard.press('Escape');

    // Release time: the calendar cannot go past this month, and a typed future date is refused.
    await page.getByRole('button', { name: /Choose date/ }).click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await page.keyboard.press('Escape');
    const field = page.getByRole('group', { name: 'Release time' });
    await field.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type('20991231120000');
    await expect(page.getByText('The release time can not be in the future')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await field.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type('2020');
    await expect(page.getByText('The release time can not be in the future')).toBeHidden();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published (demo) to platformA, platformC, release time 2020-12-31 12:00:00')).toBeVisible();
    await screenshot(page, 'demo-sticky');
  });

  test('Sticky: scrolled, the header sticks at the top and the second block 200 px down', async ({ page }) => {
    await openDemo(page, '/components/sticky', 'Sticky');
    const platform = page.getByRole('button', { name: 'Platform' });
    const header = page.locator('[data-sticky]').first();
    const block = page.locator('[data-sticky]').nth(1);
    await expect(header).toHaveAttribute('data-sticky', 'static');
    const width = (await header.boundingBox())?.width;
    const content = await centre(page.getByText('placeholder 3', { exact: true }));
    await page.mouse.move(content.x, content.y);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-sticky', 'fixed');
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.width).toBe(width);
    await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
    await expect(platform).toBeInViewport();
    await expect(block).toHaveAttribute('data-sticky', 'static');
    await page.mouse.wheel(0, 1200);
    await expect(block).toHaveAttribute('data-sticky', 'fixed');
    await expect.poll(async () => Math.round((await block.boundingBox())?.y ?? -1)).toBe(200);
    await page.screenshot({ path: test.info().outputPath('sticky-scrolled.png') });

    await page.mouse.wheel(0, -5000);
    await expect(header).toHaveAttribute('data-sticky', 'static');
    await expect(block).toHaveAttribute('data-sticky', 'static');
  });

  test('Back To Top: appears past 300 px at the bottom right and returns to 50 px', async ({ page }) => {
    await openDemo(page, '/components/back-to-top', 'Back To Top');
    const heading = page.getByRole('heading', { name: 'Back To Top', level: 1 });
    const button = page.getByRole('button', { name: 'Back to top', exact: true });
    await expect(heading).toBeVisible();
    const top = (await heading.boundingBox())?.y ?? 0;
    const scrolled = async () => Math.round(top - ((await heading.boundingBox())?.y ?? 0));
    await expect(button).toBeHidden();

    const content = await centre(page.getByText('placeholder 2', { exact: true }));
    await page.mouse.move(content.x, content.y);
    await page.mouse.wheel(0, 250);
    await expect.poll(scrolled).toBe(250);
    await expect(button).toBeHidden();

    await page.mouse.wheel(0, 500);
    await expect.poll(scrolled).toBe(750);
    await expect(button).toBeVisible();
    // The visible area, without a scrollbar where the page shows one.
    const viewport = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }));
    // The button zooms in: poll until its box settles at size 40, 50 px from the bottom right.
    await expect
      .poll(async () => {
        const box = await button.boundingBox();
        return box && [Math.round(box.x + box.width), Math.round(box.y + box.height), Math.round(box.width)];
      })
      .toEqual([viewport.width - 50, viewport.height - 50, 40]);
    await screenshot(page, 'demo-back-to-top');

    await button.click();
    await expect.poll(scrolled).toBe(50);
    await expect(button).toBeHidden();
  });

  test('Count To: counts to ¥ 2,017 rmb, pauses and resumes, refuses decimals outside 0..20', async ({ page }) => {
    await openDemo(page, '/components/count-to', 'Count To');
    const value = page.getByTestId('count-to-value');
    await expect(page.getByLabel('startVal')).toHaveValue('0');
    await expect(page.getByLabel('endVal')).toHaveValue('2017');
    await expect(page.getByLabel('duration')).toHaveValue('4000');
    await expect(page.getByLabel('prefix')).toHaveValue('¥ ');
    await expect(page.getByLabel('suffix')).toHaveValue(' rmb');
    await expect(value).toHaveText('¥ 0 rmb');

    // Start, then pause early: the number holds still; resume: it reaches the end.
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(value).not.toHaveText('¥ 0 rmb');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    const paused = await value.innerText();
    await frames(page, 20);
    await expect(value).toHaveText(paused);
    expect(paused).not.toBe('¥ 2,017 rmb');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(value).toHaveText('¥ 2,017 rmb', { timeout: 8000 });

    // Options: two decimals, no separator, a quick run.
    await page.getByLabel('decimals').fill('2');
    await page.getByLabel('separator').fill('');
    await page.getByLabel('duration').fill('300');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(value).toHaveText('¥ 2017.00 rmb');

    // Decimals outside 0..20: the spec's alert, and 0 decimals are used.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByLabel('decimals').fill('21');
    await expect.poll(() => alerts).toEqual(['alert: digits argument must be between 0 and 20']);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(value).toHaveText('¥ 2017 rmb');
    await screenshot(page, 'demo-count-to');
  });
});
