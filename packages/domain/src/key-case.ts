/** Key conversion between the snake_case wire and camelCase code. */

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `everyNOpenFree` → `every_n_open_free` (a capital before a capitalised word starts its own word). */
export function camelToSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** Keys repeat on every message: each conversion is kept (up to a bound, since keys may come from input). */
function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let out = known.get(key);
    if (out === undefined) {
      out = convert(key);
      if (known.size >= 10_000) known.clear();
      known.set(key, out);
    }
    return out;
  };
}

const toSnake = remembered(camelToSnake);
const toCamel = remembered(snakeToCamel);

// Records of any prototype (parsed query strings use a null-prototype class), but not Dates and the like.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[convert(key)] = convertKeys(v, convert);
  return out;
}

/** Deeply converts object keys to snake_case. */
export function toSnakeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnake) as T;
}

/** Deeply converts object keys to camelCase. */
export function toCamelKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamel) as T;
}
