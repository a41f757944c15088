/**
 * The second example file, public/resources/campaign.json, in each form layout: dropped into a
 * running deployment as shipped (tabs) and rewritten to 'sections' and 'steps' with the same
 * sections, its New form opens with every group and its inputs, in light and dark, on a desktop
 * and a 375 px phone. `npm run docs:screenshots` keeps the pictures in docs/screenshots/campaign/;
 * a test run writes them to screenshots/campaign/ (ignored).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support';
import { signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const EXAMPLE = 'public/resources/campaign.json';
const SHOTS = process.env.DOCS_SCREENSHOTS ? 'docs/screenshots/campaign' : 'screenshots/campaign';
/**
 * `npm run docs:screenshots` takes every look (light and dark, desktop and phone); the test suite
 * takes the one furthest from the default (dark on a phone): four full passes cost the CI
 * machine minutes of CPU that starve the tests running beside them.
 */
const LOOKS = process.env.DOCS_SCREENSHOTS
  ? [{ mode: 'light', width: 1280 }, { mode: 'light', width: 375 }, { mode: 'dark', width: 1280 }, { mode: 'dark', width: 375 }]
  : [{ mode: 'dark', width: 375 }];
const LAYOUTS = ['tabs', 'sections', 'steps'] as const;
const GROUPS = ['Campaign', 'Audience', 'Content', 'Steps'];

let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  server = await startOwnServer();
  const file = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { name: string; route: { path: string; name: string }; form: { layout: string } };
  mkdirSync(join(server.root, 'resources'), { recursive: true });
  const paths = LAYOUTS.map((layout) => {
    const copy = layout === 'tabs' ? file : { ...file, name: `campaign_${layout}`, label: `Campaign (${layout})`, route: { ...file.route, path: `campaign-${layout}`, name: `Campaign_${layout}` }, form: { ...file.form, layout } };
    const path = `resources/${copy.name}.json`;
    writeFileSync(join(server.root, path), JSON.stringify(copy, null, 2));
    return path;
  });
  const configPath = join(server.root, 'config.json');
  writeFileSync(configPath, JSON.stringify({ ...(JSON.parse(readFileSync(configPath, 'utf8')) as object), resources: paths }, null, 2));
});
test.afterAll(async () => {
  await server?.stop();
});

async function openAs(browser: Browser, mode: 'light' | 'dark', width: number): Promise<Page> {
  const { page } = await signedInOn(server, browser, 'admin', { viewport: { width, height: width < 600 ? 740 : 800 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce', themeMode: mode });
  return page;
}

async function shoot(dialog: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await dialog.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await dialog.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** Each layout shows the four groups its own way, and the first group's inputs. */
async function expectGroups(dialog: Locator, layout: (typeof LAYOUTS)[number]) {
  if (layout === 'tabs') for (const name of GROUPS) await expect(dialog.getByRole('tab', { name })).toBeVisible();
  if (layout === 'sections') for (const name of GROUPS) await expect(dialog.getByRole('heading', { name, exact: true })).toBeAttached();
  if (layout === 'steps') {
    for (const name of GROUPS) await expect(dialog.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
  }
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
}

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    if (!LOOKS.some((look) => look.mode === mode && look.width === width)) continue;
    test(`the campaign example's form in tabs, sections and steps, ${mode}, ${width} px`, async ({ browser }) => {
      const page = await openAs(browser, mode, width);
      for (const layout of LAYOUTS) {
        await page.goto(layout === 'tabs' ? '/marketing/campaign' : `/marketing/campaign-${layout}`);
        await page.getByRole('button', { name: /^New / }).click();
        const dialog = page.getByRole('dialog', { name: /^New / });
        await expectGroups(dialog, layout);
        await shoot(dialog, `${layout}-${mode}-${width}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
      await page.context().close();
    });
  }
}
