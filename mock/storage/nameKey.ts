/** The key two user names are compared by: NFKC (full-width and compatibility forms fold) and lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
