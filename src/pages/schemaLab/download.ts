/** 'Download JSON': the editor's content as `<name>.json`, pretty-printed when it parses. */

export interface JsonFile {
  name: string;
  content: string;
}

/** A file name from the resource's name: letters, digits, '-', '_' and '.' only. */
export function fileNameOf(name: unknown): string {
  const safe = typeof name === 'string' ? name.trim().replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') : '';
  return `${safe || 'resource'}.json`;
}

/** Formats the text when it is JSON (else it is kept as it is: nothing the user typed is lost). */
export function formatJson(text: string): string | undefined {
  try {
    return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
  } catch {
    return undefined;
  }
}

export function jsonFile(text: string): JsonFile {
  const formatted = formatJson(text);
  let name: unknown;
  if (formatted !== undefined) {
    const value = JSON.parse(formatted) as unknown;
    name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  }
  return { name: fileNameOf(name), content: formatted ?? text };
}

/** Hands the file to the browser's download. */
export function saveFile(file: JsonFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
