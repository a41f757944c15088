/** The name a file URL shows: its last path segment, decoded (the upload's id when the URL names no file). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1) ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
