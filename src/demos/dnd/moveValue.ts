/** The chosen values with `active` moved to the place of `over` (unchanged if either is missing). */
export function moveValue<T extends string>(values: readonly T[], active: string, over: string): T[] {
  const from = values.findIndex((value) => value === active);
  const to = values.findIndex((value) => value === over);
  if (from < 0 || to < 0 || from === to) return [...values];
  const next = [...values];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
