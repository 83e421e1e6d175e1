/** Unpacking reveals a pack's contents one by one over a spread. */
const UNPACK_SPREAD_MS = { few: 2000, many: 4000 } as const;
/** Up to this many items the reveal takes the short spread. */
const UNPACK_FEW_ITEMS = 7;

/** When each of `count` items appears: the first at once, the last at the end of the spread. */
export function revealDelays(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const spread = count <= UNPACK_FEW_ITEMS ? UNPACK_SPREAD_MS.few : UNPACK_SPREAD_MS.many;
  const step = spread / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}
