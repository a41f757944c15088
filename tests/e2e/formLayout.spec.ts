/**
 * Form layout, as a developer would use it: three resource files dropped into a
 * running deployment, one per layout ('sections' in two columns, 'tabs', 'steps'). Each form is
 * filled in, refused where it should be (a step's Next, a tab's error mark, the server's unique
 * rule), saved; after a reload the values are in the list and in the edit form. Screenshots of
 * each layout, light and dark, 1280 and 375 wide, go to docs/screenshots/forms/ with npm run docs:screenshots.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect as baseExpect } from './support';
import { signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';
import { chooseRowAction } from './helpers/rowAction';
import { picker, typeDate } from './helpers/datePicker';

// The committed pictures are refreshed by `npm run docs:screenshots`; a test run keeps its own in screenshots/ (ignored).
const SHOTS = process.env.DOCS_SCREENSHOTS ? 'docs/screenshots/forms' : 'screenshots/forms';
/**
 * `npm run docs:screenshots` takes every look (light and dark, desktop and phone); the test suite
 * takes the one furthest from the default (dark on a phone): four full passes cost the CI
 * machine minutes of CPU that starve the tests running beside them.
 */
const LOOKS = process.env.DOCS_SCREENSHOTS
  ? [{ mode: 'light', width: 1280 }, { mode: 'light', width: 375 }, { mode: 'dark', width: 1280 }, { mode: 'dark', width: 375 }]
  : [{ mode: 'dark', width: 375 }];
/** Several helpers share this machine's two cores: a page may take a while to come. */
const expect = baseExpect.configure({ timeout: 20_000 });

type Labels = [page: string, fields: Record<string, string>];

/** The resource's page and field labels in both languages, and any more texts it names. */
const texts = (name: string, en: Labels, zh: Labels, extra: { en?: object; zh?: object } = {}) => ({
  en: { resources: { [name]: { name: en[0], fields: en[1] } }, ...extra.en },
  zh: { resources: { [name]: { name: zh[0], fields: zh[1] } }, ...extra.zh },
});

const venue = {
  name: 'venue',
  roles: ['admin'],
  route: { parent: '/forms', path: 'venue', name: 'Venue', group: { title: 'Forms', roles: ['admin'] } },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'venueName', type: 'text', required: true, maxLength: 40 },
    { source: 'city', type: 'text', required: true },
    { source: 'capacity', type: 'number', integer: true, min: 1, max: 100000 },
    {
      source: 'kind',
      type: 'select',
      choices: [
        { id: 'hall', name: 'venue.kinds.hall' },
        { id: 'park', name: 'venue.kinds.park' },
      ],
    },
    { source: 'openedAt', type: 'datetime' },
    { source: 'notes', type: 'textarea', list: false },
  ],
  form: {
    layout: 'sections',
    sections: [
      { title: 'venue.sections.place', fields: ['venueName', 'city', 'capacity', 'kind'], columns: 2 },
      { title: 'Schedule', fields: ['openedAt'] },
    ],
  },
  texts: texts(
    'venue',
    ['Venue', { venueName: 'Venue name', city: 'Town', capacity: 'Capacity', kind: 'Kind', openedAt: 'Opened at', notes: 'Notes' }],
    ['场地', { venueName: '场地名称', city: '城市', capacity: '容量', kind: '类型', openedAt: '开放时间', notes: '备注' }],
    {
      en: { venue: { sections: { place: 'Place' }, kinds: { hall: 'Hall', park: 'Park' } } },
      zh: { venue: { sections: { place: '地点' }, kinds: { hall: '大厅', park: '公园' } } },
    },
  ),
};

const speaker = {
  name: 'speaker',
  roles: ['admin'],
  route: { parent: '/forms', path: 'speaker', name: 'Speaker' },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'fullName', type: 'text', required: true, unique: true },
    { source: 'contact', type: 'text', email: true },
    {
      source: 'topic',
      type: 'select',
      required: true,
      choices: [
        { id: 'sms', name: 'SMS' },
        { id: 'voice', name: 'Voice' },
      ],
    },
    { source: 'fee', type: 'number', min: 0, max: 10000 },
    { source: 'bio', type: 'textarea', list: false },
  ],
  form: {
    layout: 'tabs',
    sections: [
      { title: 'Profile', fields: ['fullName', 'contact'] },
      { title: 'Talk', fields: ['topic', 'fee'], columns: 2 },
    ],
  },
  texts: texts(
    'speaker',
    ['Speaker', { fullName: 'Full name', contact: 'Contact email', topic: 'Topic', fee: 'Fee', bio: 'Biography' }],
    ['讲者', { fullName: '姓名', contact: '联系邮箱', topic: '主题', fee: '费用', bio: '简介' }],
  ),
};

const session = {
  name: 'talkSession',
  roles: ['admin'],
  route: { parent: '/forms', path: 'talk-session', name: 'TalkSession' },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'title', type: 'text', required: true, minLength: 3 },
    {
      source: 'track',
      type: 'select',
      required: true,
      choices: [
        { id: 'main', name: 'Main stage' },
        { id: 'side', name: 'Side room' },
      ],
    },
    { source: 'startsAt', type: 'datetime', required: true },
    { source: 'minutes', type: 'number', integer: true, required: true, min: 5, max: 240 },
    { source: 'room', type: 'text' },
  ],
  form: {
    layout: 'steps',
    sections: [
      { title: 'What', fields: ['title', 'track'] },
      { title: 'When', fields: ['startsAt', 'minutes'], columns: 2 },
    ],
  },
  texts: texts(
    'talkSession',
    ['Session', { title: 'Session title', track: 'Track', startsAt: 'Starts at', minutes: 'Minutes', room: 'Room' }],
    ['场次', { title: '场次标题', track: '分会场', startsAt: '开始时间', minutes: '时长（分钟）', room: '房间' }],
  ),
};

let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  server = await startOwnServer();
  mkdirSync(join(server.root, 'resources'), { recursive: true });
  const files = [venue, speaker, session].map((file) => {
    const path = `resources/${file.name}.json`;
    writeFileSync(join(server.root, path), JSON.stringify(file, null, 2));
    return path;
  });
  const configPath = join(server.root, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(configPath, JSON.stringify({ ...config, resources: files }, null, 2));
});
test.afterAll(async () => {
  await server?.stop();
});

interface Look {
  mode?: 'light' | 'dark';
  width?: number;
}

async function openAs(browser: Browser, { mode = 'light', width = 1280 }: Look = {}): Promise<Page> {
  const { page } = await signedInOn(server, browser, 'admin', {
    viewport: { width, height: width < 600 ? 740 : 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    themeMode: mode,
  });
  return page;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const tableOf = (page: Page, name: string) => page.getByRole('table', { name });

/** Opens a page and waits for its list (table, a phone's cards, or empty state) to be there. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  const list = page.getByRole('table').or(page.getByTestId('list-card').first()).or(page.getByRole('status').filter({ hasText: /No data/i }));
  await expect(list).toBeVisible({ timeout: 45_000 });
}

async function shoot(dialog: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await dialog.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await dialog.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

test("'sections': titled sections, two columns on a desktop, one on a phone; saved values come back", async ({ browser }) => {
  const page = await openAs(browser);
  await visit(page, '/forms/venue');
  const table = tableOf(page, 'Venue');
  await expect(page.getByRole('status').filter({ hasText: /No data/i })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'New Venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Venue' });

  const place = dialog.getByRole('region', { name: 'Place' });
  await expect(place.getByRole('heading', { level: 3, name: 'Place' })).toBeVisible();
  await expect(picker(dialog.getByRole('region', { name: 'Schedule' }), 'Opened at')).toBeVisible();
  // The notes are in no section: last, without a title.
  const notes = dialog.getByLabel('Notes');
  await expect(place.getByLabel('Notes')).toHaveCount(0);
  expect((await notes.boundingBox())?.y).toBeGreaterThan((await picker(dialog, 'Opened at').boundingBox())?.y ?? Infinity);

  // Two columns: the name and the city side by side.
  const nameBox = await place.getByLabel('Venue name').boundingBox();
  const cityBox = await place.getByLabel('Town').boundingBox();
  expect(nameBox && cityBox && Math.abs(nameBox.y - cityBox.y)).toBeLessThan(2);
  expect(nameBox && cityBox && cityBox.x - nameBox.x).toBeGreaterThan(200);

  await place.getByLabel('Town').fill('Shenzhen');
  await place.getByLabel('Capacity').fill('500000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByText(/100000/)).toBeVisible();
  await place.getByLabel('Venue name').fill('Harbour Hall');
  await place.getByLabel('Capacity').fill('800');
  await choose(page, place, 'Kind', 'Hall');
  await typeDate(dialog, 'Opened at', '20270301093000');
  await notes.fill('Near the ferry');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 45_000 });
  const row = table.getByRole('row').nth(1);
  for (const text of ['Harbour Hall', 'Shenzhen', '800', 'Hall', '2027-03-01 09:30']) await expect(row).toContainText(text);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Venue' });
  await expect(edit.getByLabel('Venue name')).toHaveValue('Harbour Hall');
  await expect(edit.getByLabel('Town')).toHaveValue('Shenzhen');
  await expect(edit.getByLabel('Capacity')).toHaveValue('800');
  await expect(edit.getByRole('combobox', { name: 'Kind' })).toHaveText('Hall');
  await expect(picker(edit, 'Opened at')).toHaveText('2027-03-01 09:30:00');
  await expect(edit.getByLabel('Notes')).toHaveValue('Near the ferry');
  await page.context().close();

  // On a phone: one column.
  const phone = await openAs(browser, { width: 375 });
  await visit(phone, '/forms/venue');
  // A phone lists cards, each with its buttons in a "more" menu.
  await phone.getByRole('list', { name: 'Venue' }).getByTestId('list-card').first().getByRole('button', { name: 'More actions' }).click();
  await phone.getByRole('menuitem', { name: 'Edit' }).click();
  const small = phone.getByRole('dialog', { name: 'Edit Venue' });
  const nameOnPhone = await small.getByLabel('Venue name').boundingBox();
  const cityOnPhone = await small.getByLabel('Town').boundingBox();
  expect(nameOnPhone && cityOnPhone && cityOnPhone.y - nameOnPhone.y).toBeGreaterThan(30);
  expect(nameOnPhone && cityOnPhone && Math.abs(cityOnPhone.x - nameOnPhone.x)).toBeLessThan(2);
  await phone.context().close();
});

test("'tabs': a refused save marks each tab holding an error and opens the first; the server's unique error marks its tab", async ({ browser }) => {
  const page = await openAs(browser);
  await visit(page, '/forms/speaker');
  const table = tableOf(page, 'Speaker');
  await page.getByRole('button', { name: 'New Speaker' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Speaker' });
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText(['Profile', 'Talk', 'More']);
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  // The arrow keys move between tabs.
  await dialog.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Talk' })).toBeFocused();
  await page.keyboard.press('Enter');
  const talk = dialog.getByRole('tabpanel', { name: 'Talk' });
  await expect(talk).toBeVisible();
  await talk.getByLabel('Fee').fill('20000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // Profile (the name is required) and Talk (topic required, fee too high) are marked; Profile opens.
  const mark = dialog.getByRole('img', { name: 'Contains errors' });
  await expect(dialog.getByRole('tab', { name: /Profile/ })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: /Profile/ }).getByRole('img', { name: 'Contains errors' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Talk/ }).getByRole('img', { name: 'Contains errors' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /More/ }).getByRole('img')).toHaveCount(0);
  await expect(dialog.getByRole('tabpanel', { name: /Profile/ }).getByText('This field is required')).toBeVisible();

  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  await dialog.getByLabel('Contact email').fill('ada@example.com');
  await expect(mark).toHaveCount(1);
  await dialog.getByRole('tab', { name: /Talk/ }).click();
  await choose(page, dialog, 'Topic', 'Voice');
  await dialog.getByLabel('Fee').fill('300');
  await expect(mark).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'More' }).click();
  await dialog.getByLabel('Biography').fill('Wrote the first program');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The same name again: the server refuses it on its field, on the first tab, while Talk is open.
  await page.getByRole('button', { name: 'New Speaker' }).click();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  await dialog.getByRole('tab', { name: 'Talk' }).click();
  await choose(page, dialog, 'Topic', 'SMS');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('tab', { name: /Profile/ })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: /Profile/ }).getByRole('img', { name: 'Contains errors' })).toBeVisible();
  await expect(dialog.getByText('This value is already taken')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 45_000 });
  const row = table.getByRole('row').nth(1);
  for (const text of ['Ada Lovelace', 'ada@example.com', 'Voice', '300']) await expect(row).toContainText(text);
  await expect(table.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Speaker' });
  await expect(edit.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await edit.getByRole('tab', { name: 'Talk' }).click();
  await expect(edit.getByRole('combobox', { name: 'Topic' })).toHaveText('Voice');
  await expect(edit.getByLabel('Fee')).toHaveValue('300');
  await edit.getByRole('tab', { name: 'More' }).click();
  await expect(edit.getByLabel('Biography')).toHaveValue('Wrote the first program');
  await page.context().close();
});

test("'steps': Next checks only the current step and refuses with the message on the input; Back keeps the values; saved at the end", async ({
  browser,
}) => {
  const page = await openAs(browser);
  await visit(page, '/forms/talk-session');
  const table = tableOf(page, 'Session');
  await page.getByRole('button', { name: 'New Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Session' });
  const step = (text: string) => dialog.getByRole('group', { name: text });
  await expect(step('Step 1 of 3: What')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  await dialog.getByLabel('Session title').fill('Hi');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(step('Step 1 of 3: What').getByText(/at least 3/i)).toBeVisible();
  await expect(step('Step 1 of 3: What').getByRole('combobox', { name: 'Track' })).toHaveAttribute('aria-invalid', 'true');
  await expect(step('Step 1 of 3: What')).toBeVisible();

  await dialog.getByLabel('Session title').fill('Delivery receipts at scale');
  await choose(page, dialog, 'Track', 'Side room');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const when = step('Step 2 of 3: When');
  await expect(when).toBeVisible();
  // A later step is not judged before it is reached.
  await expect(when.getByText('This field is required')).toHaveCount(0);
  await when.getByLabel('Minutes *').fill('500');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(when.getByText('This field is required')).toBeVisible();
  await expect(when.getByText(/240/)).toBeVisible();
  await expect(when).toBeVisible();

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Session title')).toHaveValue('Delivery receipts at scale');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(when.getByLabel('Minutes *')).toHaveValue('500');
  await typeDate(when, 'Starts at', '20270504140000');
  await when.getByLabel('Minutes *').fill('45');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(step('Step 3 of 3: More')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Room' }).fill('B2');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 45_000 });
  const row = table.getByRole('row').nth(1);
  for (const text of ['Delivery receipts at scale', 'Side room', '2027-05-04 14:00', '45', 'B2']) await expect(row).toContainText(text);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('Session title')).toHaveValue('Delivery receipts at scale');
  await expect(edit.getByRole('combobox', { name: 'Track' })).toHaveText('Side room');
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(picker(edit, 'Starts at')).toHaveText('2027-05-04 14:00:00');
  await expect(edit.getByLabel('Minutes *')).toHaveValue('45');
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(edit.getByRole('textbox', { name: 'Room' })).toHaveValue('B2');
  await page.context().close();
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    if (!LOOKS.some((look) => look.mode === mode && look.width === width)) continue;
    const look = `${mode}-${width}`;
    test(`screenshots of the three layouts, ${mode}, ${width} px`, async ({ browser }) => {
      const page = await openAs(browser, { mode, width });

      await visit(page, '/forms/venue');
      const venue = width < 600 ? page.getByRole('list', { name: 'Venue' }).getByTestId('list-card').first() : tableOf(page, 'Venue').getByRole('row').nth(1);
      await chooseRowAction(page, venue, 'Edit');
      const venueDialog = page.getByRole('dialog', { name: 'Edit Venue' });
      await expect(venueDialog.getByLabel('Venue name')).toHaveValue('Harbour Hall');
      await shoot(venueDialog, `sections-${look}`);

      await visit(page, '/forms/speaker');
      await page.getByRole('button', { name: 'New Speaker' }).click();
      const speakerDialog = page.getByRole('dialog', { name: 'New Speaker' });
      await speakerDialog.getByLabel('Contact email').fill('grace@example.com');
      await speakerDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(speakerDialog.getByRole('img', { name: 'Contains errors' })).toHaveCount(2);
      await shoot(speakerDialog, `tabs-${look}`);

      await visit(page, '/forms/talk-session');
      await page.getByRole('button', { name: 'New Session' }).click();
      const sessionDialog = page.getByRole('dialog', { name: 'New Session' });
      await sessionDialog.getByLabel('Session title').fill('Opening keynote');
      await choose(page, sessionDialog, 'Track', 'Main stage');
      await sessionDialog.getByRole('button', { name: 'Next' }).click();
      await sessionDialog.getByLabel('Minutes *').fill('300');
      await sessionDialog.getByRole('button', { name: 'Next' }).click();
      await expect(sessionDialog.getByText(/240/)).toBeVisible();
      await shoot(sessionDialog, `steps-${look}`);
      await page.context().close();
    });
  }
}
