/**
 * The browser's address, beside the session: where a visitor goes after login (the `redirect` value
 * loginPathFor writes), and replacing the address without a reload.
 */

/**
 * After login: the `redirect` query value (or '/'), keeping the login URL's other query parameters.
 * Only same-site paths are followed.
 */
export function targetAfterLogin(loginSearch: string): string {
  const params = new URLSearchParams(loginSearch);
  const redirect = params.get('redirect');
  params.delete('redirect');
  const safe = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  const [beforeHash, hash = ''] = safe.split('#', 2);
  const [path, ownQuery = ''] = beforeHash.split('?', 2);
  const merged = new URLSearchParams(ownQuery);
  params.forEach((value, key) => merged.append(key, value));
  const query = merged.toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

export function replaceLocation(target: string): void {
  window.history.replaceState(window.history.state, '', target);
}
