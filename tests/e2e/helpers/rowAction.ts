import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs a row's Show, Edit or Delete as a person would: its button, or, where the row has no room
 * for buttons (a narrow table, a phone's card), its "More actions" menu.
 */
export async function chooseRowAction(page: Page, row: Locator, name: string): Promise<void> {
  const button = row.getByRole('button', { name, exact: true });
  const more = row.getByRole('button', { name: 'More actions' });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await more.click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
