/**
 * The generic key conversion sends `everyNOpenFree` as `every_nopen_free` and reads it back as
 * `everyNopenFree`, so a camelCased case lacks the schema's name. This restores it (and drops the stray key).
 */
export function restoreEveryNOpenFree<T extends object>(c: T): T {
  const record = c as T & { everyNOpenFree?: number | null; everyNopenFree?: number | null };
  if (!('everyNopenFree' in record)) return c;
  const { everyNopenFree, ...rest } = record;
  return { ...rest, everyNOpenFree: record.everyNOpenFree ?? everyNopenFree ?? null } as T;
}
