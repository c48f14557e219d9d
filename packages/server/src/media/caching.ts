/** Stored files never change under their key, so the key is their entity tag. */
export function etagOf(key: string): string {
  return `"${key.slice(key.indexOf('/') + 1)}"`;
}

/** Whether an If-None-Match header names the file's entity tag (or `*`). */
export function notModified(ifNoneMatch: string | undefined, key: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = etagOf(key);
  return ifNoneMatch
    .split(',')
    .map((part) => part.trim().replace(/^W\//, ''))
    .some((part) => part === tag || part === '*');
}
