/** One read for every caller asking the same thing while it lasts: a promise kept by key, dropped when it fails so that the next caller asks again. */
export function sharedRead<K, V>(cache: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  const known = cache.get(key);
  if (known) return known;
  const reading = read();
  cache.set(key, reading);
  reading.catch(() => {
    if (cache.get(key) === reading) cache.delete(key);
  });
  return reading;
}
