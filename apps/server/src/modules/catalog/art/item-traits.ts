import { hashString, n, seededRandom } from './svg-util.js';

/** Light, middle and dark tone of what an item is made of. */
export const MATERIALS = {
  gold: ['#fff4c2', '#ffd166', '#a86d12'],
  steel: ['#ffffff', '#c3cedc', '#4f5a6c'],
  crimson: ['#ffd0d0', '#e0404a', '#5e0b14'],
  frost: ['#ffffff', '#9fe3ff', '#2a6f9e'],
  ember: ['#fff1b0', '#ff8a3d', '#7a1f08'],
  shadow: ['#e2d6ff', '#8a6bd6', '#1c1236'],
  jade: ['#e0ffe8', '#48c78e', '#0f4d33'],
  bone: ['#fffaf0', '#e6d5b0', '#7d6a48'],
  storm: ['#eef7ff', '#6fa8ff', '#1b2f6e'],
  bronze: ['#ffe1c4', '#c9844a', '#5a3214'],
} as const satisfies Record<string, readonly [string, string, string]>;

type Material = keyof typeof MATERIALS;
const MOTIFS = ['sparks', 'runes', 'flames', 'shards', 'leaves', 'bolts', 'orbit', 'chains', 'stars', 'drops'] as const;
export type Motif = (typeof MOTIFS)[number];

/** Words in an item's name that say what it is made of, checked in order. */
const MATERIAL_WORDS: [RegExp, Material][] = [
  [/golden|\bgold/i, 'gold'],
  [/crimson|blood|ruby|scarlet/i, 'crimson'],
  [/frost|\bice|winter|snow|frozen|glacier|cold|northern/i, 'frost'],
  [/fire|flame|ember|burn|magma|inferno|blaze|\bsun|exort|molten|hell/i, 'ember'],
  [/shadow|dark|demon|void|night|doom|death|soul|curse|desolat|phantom/i, 'shadow'],
  [/forest|leaf|jade|nature|wood|grove|vine|hermit|venom|acid|toxic/i, 'jade'],
  [/bone|skull|ancient|sand|ivory|harvest/i, 'bone'],
  [/storm|lightning|thunder|sky|wind|gale|heaven|celestial|moon/i, 'storm'],
  [/bronze|copper|rust|iron/i, 'bronze'],
  [/steel|silver|blade|knight/i, 'steel'],
];

const MOTIF_OF: Record<Material, Motif> = {
  gold: 'stars',
  steel: 'sparks',
  crimson: 'drops',
  frost: 'shards',
  ember: 'flames',
  shadow: 'runes',
  jade: 'leaves',
  bone: 'chains',
  storm: 'bolts',
  bronze: 'orbit',
};

/** How the slot glyph stands on the card. */
interface Pose {
  angle: number;
  mirror: boolean;
}

const ANGLES = [-14, -7, 0, 7, 14] as const;

export interface ItemTraits {
  material: Material;
  motif: Motif;
  pose: Pose;
}

/**
 * What sets an item's card apart from its hero's other items: its material (from the words of its name,
 * else from its hash), a motif around the glyph and the glyph's pose. Deterministic.
 */
export function itemTraits(name: string): ItemTraits {
  const h = hashString(`traits2:${name}`);
  const names = Object.keys(MATERIALS) as Material[];
  const material = MATERIAL_WORDS.find(([re]) => re.test(name))?.[1] ?? names[h % names.length]!;
  // One item in three gets the motif of its material; the others one of their own, so a hero's items differ.
  const motif = (h >>> 4) % 3 === 0 ? MOTIF_OF[material] : MOTIFS[(h >>> 8) % MOTIFS.length]!;
  const pose = { angle: ANGLES[(h >>> 12) % ANGLES.length]!, mirror: ((h >>> 16) & 1) === 1 };
  return { material, motif, pose };
}

/** Small shapes around the glyph (centre 128,88) drawn in `color`. */
export function motifMarkup(motif: Motif, seed: string, color: string): string {
  const rnd = seededRandom(hashString(`motif:${seed}`));
  const spots: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((i * 60 + rnd() * 30) * Math.PI) / 180;
    spots.push([128 + Math.cos(a) * (66 + rnd() * 18), 88 + Math.sin(a) * (50 + rnd() * 12)]);
  }
  const at = (f: (x: string, y: string) => string) => spots.map(([x, y]) => f(n(x), n(y))).join('');
  const paint = `fill="${color}" stroke="none" opacity=".8"`;
  switch (motif) {
    case 'sparks':
      return `<g ${paint}>${at((x, y) => `<circle cx="${x}" cy="${y}" r="2.4"/>`)}</g>`;
    case 'runes':
      return `<g fill="none" stroke="${color}" stroke-width="2" opacity=".7">${at((x, y) => `<path d="M${x} ${y}m-4-6v12l8-6-8-6"/>`)}</g>`;
    case 'flames':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m0-10c3 5 6 7 6 11a6 6 0 0 1-12 0c0-4 3-6 6-11z"/>`)}</g>`;
    case 'shards':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m0-9l4 9-4 9-4-9z"/>`)}</g>`;
    case 'leaves':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m-6 6c0-8 5-12 12-12 0 8-5 12-12 12z"/>`)}</g>`;
    case 'bolts':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m2-10l-7 11h5l-2 9 8-12h-5z"/>`)}</g>`;
    case 'orbit':
      return `<ellipse cx="128" cy="92" rx="86" ry="26" fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="6 5" opacity=".6" transform="rotate(${n(-12 + rnd() * 24)} 128 92)"/>`;
    case 'chains':
      return `<g fill="none" stroke="${color}" stroke-width="2.2" opacity=".65">${at((x, y) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="3.5"/>`)}</g>`;
    case 'stars':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m0-7l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/>`)}</g>`;
    case 'drops':
      return `<g ${paint}>${at((x, y) => `<path d="M${x} ${y}m0-8c3 5 5 7 5 10a5 5 0 0 1-10 0c0-3 2-5 5-10z"/>`)}</g>`;
  }
}
