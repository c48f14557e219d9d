/** Drops undefined values: the fields a PATCH body actually sets. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function isEmpty(values: object): boolean {
  return Object.keys(values).length === 0;
}
