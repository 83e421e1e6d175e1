/** One field of an audit row's change: its path (`subject.code` inside nested objects), both sides, whether it moved. */
export interface AuditChangeRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Nested objects are opened this deep; anything deeper is shown whole. */
const MAX_DEPTH = 2;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A side of a change as fields by path; a value that is not an object is one field named `value`. */
function fieldsOf(side: unknown, prefix = '', depth = 0, out = new Map<string, unknown>()): Map<string, unknown> {
  if (side === null || side === undefined) return out;
  if (!isPlainObject(side)) {
    out.set(prefix || 'value', side);
    return out;
  }
  for (const [key, value] of Object.entries(side)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && depth + 1 < MAX_DEPTH && Object.keys(value).length > 0) fieldsOf(value, path, depth + 1, out);
    else out.set(path, value);
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * An audit row's `before` and `after` as field rows, in the order the fields first appear (after's, then those
 * only before had); a field present on one side only counts as changed.
 */
export function auditChangeRows(before: unknown, after: unknown): AuditChangeRow[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.map((key) => ({ key, before: b.get(key), after: a.get(key), changed: !same(b.get(key), a.get(key)) }));
}
