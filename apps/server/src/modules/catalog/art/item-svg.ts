import { exteriorOfName, RARITY_COLORS, type Rarity } from '@tastydrop/domain';
import { CS_GLYPHS } from './cs-glyphs.js';
import { slotGlyph } from './glyphs.js';
import { itemTraits, MATERIALS, motifMarkup } from './item-traits.js';
import { heroPortrait } from './portrait.js';
import { escapeXml, hashString, hsl, mix, n, seededRandom } from './svg-util.js';

export interface ItemArtInput {
  name: string;
  hero: string;
  slot: string;
  rarity: Rarity;
}

const FONT = `font-family="'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`;
const GOLD = ['#FFF4C2', '#FFD166', '#C98B1E'] as const;
const SHINY: ReadonlySet<Rarity> = new Set<Rarity>(['immortal', 'arcana', 'ancient', 'ultra']);
const SKIP_WORDS = new Set(['of', 'the', 'and']);

/** "Shadow Fiend" → "SF", "Nature's Prophet" → "NP", "Io" → "IO". */
export function heroInitials(hero: string): string {
  const words = hero.split(/[\s-]+/).filter((w) => w && !SKIP_WORDS.has(w.toLowerCase()));
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

const HUNDREDTHS = 100;

/** A steady, saturated colour per hero. */
export function heroColor(hero: string): string {
  const h = hashString(`hero:${hero}`);
  // Saturation 0.55-0.74 and lightness 0.42-0.51 in hundredths, from two other parts of the hash.
  return hsl(h % 360, 0.55 + ((h >>> 9) % 20) / HUNDREDTHS, 0.42 + ((h >>> 17) % 10) / HUNDREDTHS);
}

/** Faint background motif; the kind and layout follow the item name so neighbours differ. */
function pattern(name: string, color: string): string {
  const rnd = seededRandom(hashString(`pattern:${name}`));
  const kind = Math.floor(rnd() * 4);
  let d = '';
  if (kind === 0) {
    const step = 14 + rnd() * 10;
    const slope = rnd() > 0.5 ? 1 : -1;
    for (let x = -192 + rnd() * step; x < 256 + 192; x += step) d += `M${n(x)} 0l${n(slope * 120)} 192`;
    return `<path d="${d}" stroke="${color}" stroke-opacity=".09" stroke-width="1.2" fill="none"/>`;
  }
  if (kind === 1) {
    for (let i = 0; i < 18; i++) {
      const s = 3 + rnd() * 9;
      d += `M${n(rnd() * 256)} ${n(rnd() * 192 - s)}l${n(s)} ${n(s)}-${n(s)} ${n(s)}-${n(s)}-${n(s)}z`;
    }
    return `<path d="${d}" fill="${color}" fill-opacity=".1"/>`;
  }
  if (kind === 2) {
    const cx = n(rnd() * 256);
    const cy = n(rnd() * 192);
    let rings = '';
    for (let r = 18 + rnd() * 14; r < 300; r += 22 + rnd() * 12) rings += `<circle cx="${cx}" cy="${cy}" r="${n(r)}"/>`;
    return `<g fill="none" stroke="${color}" stroke-opacity=".08" stroke-width="1.5">${rings}</g>`;
  }
  for (let i = 0; i < 9; i++) {
    const x = rnd() * 256;
    const y = rnd() * 192;
    const s = 10 + rnd() * 26;
    d += `M${n(x)} ${n(y)}l${n(s)} ${n(s * (rnd() - 0.5))}-${n(s * rnd())} ${n(s * 0.9)}z`;
  }
  return `<path d="${d}" fill="${color}" fill-opacity=".07" stroke="${color}" stroke-opacity=".12"/>`;
}

/** Light rays behind the glyph for the high tiers. */
function rays(name: string, paint: string): string {
  const rnd = seededRandom(hashString(`rays:${name}`));
  const start = rnd() * 360;
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = ((start + i * 45) * Math.PI) / 180;
    const w = 0.09 + rnd() * 0.06;
    d += `M128 88L${n(128 + 170 * Math.cos(a - w))} ${n(88 + 170 * Math.sin(a - w))}L${n(128 + 170 * Math.cos(a + w))} ${n(88 + 170 * Math.sin(a + w))}z`;
  }
  return `<path d="${d}" fill="${paint}" opacity=".13"/>`;
}

function sparkles(name: string, color: string): string {
  const rnd = seededRandom(hashString(`sparkle:${name}`));
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = 60 + rnd() * 136;
    const y = 24 + rnd() * 120;
    const s = 2 + rnd() * 4;
    out += `M${n(x)} ${n(y - s)}q${n(s * 0.2)} ${n(s * 0.8)} ${n(s)} ${n(s)}q-${n(s * 0.8)} ${n(s * 0.2)}-${n(s)} ${n(s)}q-${n(s * 0.2)}-${n(s * 0.8)}-${n(s)}-${n(s)}q${n(s * 0.8)}-${n(s * 0.2)} ${n(s)}-${n(s)}z`;
  }
  return `<path d="${out}" fill="${color}" opacity=".85"/>`;
}

/** Corner ornaments of the frame: more and richer the higher the rarity. */
const TIER: Record<Rarity, number> = { common: 0, uncommon: 1, rare: 1, mythical: 2, legendary: 2, ancient: 3, immortal: 3, arcana: 4, ultra: 4 };

function frame(rarity: Rarity, paint: string): string {
  const tier = TIER[rarity] ?? 0;
  if (tier === 0) return '';
  const corner = tier >= 3 ? 'M0 0h22l-6 6H6v10l-6 6z' : tier === 2 ? 'M0 0h16v4H4v12H0z' : 'M0 0h10v3H3v7H0z';
  const place = ['translate(4 4)', 'translate(252 4) scale(-1 1)', 'translate(4 180) scale(1 -1)', 'translate(252 180) scale(-1 -1)'];
  const corners = place.map((t) => `<path transform="${t}" d="${corner}"/>`).join('');
  const inner = tier >= 2 ? `<rect x="7" y="7" width="242" height="170" rx="9" fill="none" stroke="${paint}" stroke-opacity=".35"/>` : '';
  const gem = tier >= 4 ? `<path d="M128 2l6 6-6 6-6-6z" stroke="#fff" stroke-opacity=".6"/>` : '';
  return `${inner}<g fill="${paint}">${corners}${gem}</g>`;
}

/**
 * The backdrop at the card's right. A Dota item shows its hero's bust; a CS item has no hero, so it shows
 * a scope's reticle (rings, ticks and a centre dot) turned by the item's name so neighbours differ.
 */
function backdrop(item: ItemArtInput, paint: string): string {
  if (!(item.slot in CS_GLYPHS)) return `<g transform="translate(176 96) scale(.9)" fill="${paint}" opacity=".5">${heroPortrait(item.hero, '#06080d')}</g>`;
  const turn = hashString(`reticle:${item.name}`) % 90;
  const ticks = [0, 90, 180, 270].map((a) => `<path transform="rotate(${a})" d="M0-58v22M-6-46h12"/>`).join('');
  return (
    `<g transform="translate(214 128) rotate(${turn})" fill="none" stroke="${paint}" stroke-opacity=".32" stroke-width="2.4">` +
    `<circle r="52"/><circle r="30" stroke-dasharray="6 5"/>${ticks}<circle r="4" fill="${paint}" fill-opacity=".5" stroke="none"/></g>`
  );
}

/** CS skins: the exterior (FN…BS) read from the market name, and StatTrak™, as marks in the lower left corner. */
function wearMarks(name: string, paint: string): string {
  const exterior = exteriorOfName(name);
  if (!exterior) return '';
  const mark = (x: number, w: number, text: string, fill: string) =>
    `<g transform="translate(${x} 158)"><rect width="${w}" height="18" rx="4" fill="${fill}" fill-opacity=".82" stroke="${paint}" stroke-opacity=".7"/>` +
    `<text x="${w / 2}" y="13" text-anchor="middle" ${FONT} font-size="11" font-weight="800" fill="#fff" letter-spacing=".4">${text}</text></g>`;
  return mark(10, 30, exterior, '#06080d') + (name.includes('StatTrak™') ? mark(44, 34, 'ST™', '#b3541e') : '');
}

/**
 * A 256×192 card for an item: dark backdrop, rarity glow, the hero's bust (a reticle for CS), the slot glyph in the item's
 * material and pose with its motif, the hero's crest and a rarity frame. Pure and deterministic; ids are
 * prefixed with a hash of the input so several cards can be inlined in one page.
 */
export function renderItemSvg(item: ItemArtInput): string {
  const rarity: Rarity = item.rarity in RARITY_COLORS ? item.rarity : 'common';
  const color = RARITY_COLORS[rarity];
  const ultra = rarity === 'ultra';
  const p = `i${hashString(`${item.name}|${item.hero}|${item.slot}|${rarity}`).toString(36)}`;
  const hc = heroColor(item.hero);
  const paint = ultra ? `url(#${p}u)` : color;
  const metal = `url(#${p}m)`;
  const name = escapeXml(item.name);
  const hero = escapeXml(item.hero);
  const traits = itemTraits(item.name);
  const [light, mid, dark] = MATERIALS[traits.material];

  const defs =
    `<linearGradient id="${p}b" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#141a27', 0.86)}"/><stop offset="1" stop-color="#06080d"/></linearGradient>` +
    `<radialGradient id="${p}g" cx=".5" cy=".46" r=".58"><stop offset="0" stop-color="${color}" stop-opacity=".78"/><stop offset=".42" stop-color="${color}" stop-opacity=".24"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${p}m" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${p}h" x2="0" y2="1"><stop offset="0" stop-color="${mix(hc, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${mix(hc, '#000000', 0.35)}"/></linearGradient>` +
    (ultra
      ? `<linearGradient id="${p}u" x2="1" y2="1"><stop offset="0" stop-color="${GOLD[0]}"/><stop offset=".5" stop-color="${GOLD[1]}"/><stop offset="1" stop-color="${GOLD[2]}"/></linearGradient>`
      : '') +
    `<filter id="${p}f" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="5"/></filter>` +
    `<clipPath id="${p}c"><rect width="256" height="192" rx="14"/></clipPath>` +
    `<g id="${p}s">${slotGlyph(item.slot, metal)}</g>`;

  const initials = escapeXml(heroInitials(item.hero));
  const emblem =
    `<g transform="translate(12 11)"><path d="M0 2Q16-3 32 2v17q0 13-16 19Q0 32 0 19z" fill="url(#${p}h)" stroke="#fff" stroke-opacity=".4" stroke-width="1.2"/>` +
    `<text x="16" y="22.5" text-anchor="middle" ${FONT} font-size="${initials.length > 1 ? 12 : 14}" font-weight="800" fill="#fff" letter-spacing=".3">${initials}</text></g>`;
  const { angle, mirror } = traits.pose;
  const place = `translate(128 92) rotate(${angle})${mirror ? ' scale(-1 1)' : ''} translate(-58 -60) scale(1.16)`;

  const body =
    `<rect width="256" height="192" fill="url(#${p}b)"/>` +
    pattern(item.name, color) +
    backdrop(item, `url(#${p}h)`) +
    (SHINY.has(rarity) ? rays(item.name, paint) : '') +
    `<ellipse cx="128" cy="88" rx="122" ry="98" fill="url(#${p}g)"/>` +
    `<ellipse cx="128" cy="160" rx="56" ry="7" fill="#000" opacity=".45"/>` +
    motifMarkup(traits.motif, item.name, mid) +
    `<use href="#${p}s" transform="${place}" fill="${paint}" stroke="${paint}" stroke-width="5" filter="url(#${p}f)" opacity=".75"/>` +
    `<use href="#${p}s" transform="${place}" fill="${metal}" stroke="#0b0f1a" stroke-width="2.6" stroke-linejoin="round"/>` +
    (SHINY.has(rarity) ? sparkles(item.name, ultra ? GOLD[0] : mix(color, '#ffffff', 0.6)) : '') +
    emblem +
    (ultra
      ? `<path d="M240 8l3.5 7.5 8 1-6 5.5 1.6 8-7.1-4-7.1 4 1.6-8-6-5.5 8-1z" fill="${paint}" stroke="#fff" stroke-opacity=".7"/>`
      : `<path d="M236 12l8 8-8 8-8-8z" fill="${paint}" stroke="#fff" stroke-opacity=".5"/>`) +
    frame(rarity, paint) +
    wearMarks(item.name, paint) +
    `<rect width="256" height="1.5" fill="#fff" opacity=".09"/>` +
    `<rect y="184" width="256" height="8" fill="${paint}"/><rect y="183" width="256" height="1" fill="#fff" opacity=".25"/>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 192" width="256" height="192" role="img" aria-label="${name} (${hero})">` +
    `<title>${name} (${hero})</title><defs>${defs}</defs>` +
    `<g clip-path="url(#${p}c)">${body}</g>` +
    `<rect x=".75" y=".75" width="254.5" height="190.5" rx="13.3" fill="none" stroke="${paint}" stroke-opacity=".5" stroke-width="1.5"/></svg>`
  );
}
