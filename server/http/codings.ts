/** The content codings a client accepts (`Accept-Encoding`), and which one to answer with. */

/** Names in lower case; a `q=0` refuses one. */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** Brotli when accepted, else gzip, else none. */
export function preferredCoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedCodings(header);
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
}
