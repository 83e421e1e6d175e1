/** Small pure helpers shared by the item and case renderers. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML text nodes and double-quoted attributes; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff) continue;
    out += XML_ESCAPES[ch] ?? ch;
  }
  return out;
}

/** FNV-1a 32-bit hash: a stable seed for colours, patterns and element ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32) returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal so the markup stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Rgb = readonly [number, number, number];

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** Mixes a hex colour towards another (t = 0 keeps `color`); non-hex input is returned unchanged. */
export function mix(color: string, towards: string, t: number): string {
  const a = parseHex(color);
  const b = parseHex(towards);
  if (!a || !b) return color;
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** HSL (degrees, 0-1, 0-1) to hex. */
export function hsl(h: number, s: number, l: number): string {
  const k = (i: number) => (i + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (i: number) => l - a * Math.max(-1, Math.min(k(i) - 3, Math.min(9 - k(i), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9.,%\s]+\))$/i;

/** Accepts only plain colour syntax, so caller-supplied colours cannot break out of an attribute. */
export function safeColor(color: string, fallback: string): string {
  const c = color.trim();
  return SAFE_COLOR.test(c) ? c : fallback;
}
