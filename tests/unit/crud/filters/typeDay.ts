/** Types a day into a filter's day picker as a person would: a click on its first section, then the digits. */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function typeDay(user: UserEvent, scope: HTMLElement, label: string, digits: string) {
  // The pickers load with the first date filter: the field is there once its sections are.
  const field = await within(scope).findByRole('group', { name: label });
  const sections = await within(field).findAllByRole('spinbutton');
  await user.click(sections[0]);
  await user.keyboard(digits);
  return field;
}
