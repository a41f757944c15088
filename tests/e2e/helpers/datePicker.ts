/** The form's date and time pickers as a person uses them: the field by its label, typed section by section. */
import type { Locator } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A picker's field by its label (a required one's label ends in ' *'): the group of its sections. */
export const picker = (scope: Locator, label: string) => scope.getByRole('group', { name: new RegExp(`^${escaped(label)}( \\*)?$`) });

/** Types into a picker: a click on its first section, then the digits, which move on section by section. */
export async function typeDate(scope: Locator, label: string, digits: string) {
  const field = picker(scope, label);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}
