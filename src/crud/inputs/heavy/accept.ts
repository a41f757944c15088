/**
 * Whether a chosen file is one of the types a field's `accept` lists: MIME types ('application/pdf'),
 * families ('image/*') or extensions ('.csv'), as the HTML `accept` attribute reads them.
 */

export interface FileFacts {
  name: string;
  type: string;
}

export const IMAGE_ACCEPT: readonly string[] = ['image/*'];

function matches(file: FileFacts, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  if (wanted === '') return false;
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  const type = file.type.toLowerCase();
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
  return type === wanted;
}

/** An empty list accepts every file. */
export function acceptsFile(file: FileFacts, accept: readonly string[]): boolean {
  return accept.length === 0 || accept.some((pattern) => matches(file, pattern));
}

/** The `accept` attribute of the file input: the browser's picker offers these types first. */
export const acceptAttribute = (accept: readonly string[]): string | undefined => (accept.length === 0 ? undefined : accept.join(','));
