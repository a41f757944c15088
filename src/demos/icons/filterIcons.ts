/** Pure helpers of the icon page: the usage snippet and the search. */
export function snippetOf(name: string): string {
  return `<${name}Icon />`;
}

/** Case-insensitive match on the name, ignoring spaces, dashes and an 'Icon' suffix in the query. */
export function filterIcons<T extends { name: string }>(icons: readonly T[], query: string): T[] {
  const needle = query.toLowerCase().replace(/[\s_<>/-]+/g, '').replace(/icon$/, '');
  if (!needle) return [...icons];
  return icons.filter((icon) => icon.name.toLowerCase().includes(needle));
}
