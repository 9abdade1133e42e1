/** Sets `key` in `map`, first dropping the oldest entry when a new key would pass `limit` entries. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}
