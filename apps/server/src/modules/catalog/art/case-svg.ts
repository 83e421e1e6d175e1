import { RARITY_COLORS, type Rarity } from '@tastydrop/domain';
import { SHAPE_NAMES, SHAPES, type ShapeName } from './case-shapes.js';
import { EMBLEM_NAMES, emblemMarkup } from './emblems.js';
import { heroColor, heroInitials } from './item-svg.js';
import { heroPortrait } from './portrait.js';
import { escapeXml, hashString, mix, n, safeColor, seededRandom } from './svg-util.js';

export interface CaseArtTheme {
  title: string;
  /** Top and bottom colour of the container. */
  colors: [string, string];
  /** Colour of the glow and of the light leaking from it. */
  accent: string;
  /** Optional rarity of the best drop: trims the metal and rims the medallion. */
  rarity?: Rarity;
  /** The container; unknown or missing names are picked from the seed. */
  shape?: string;
  /**
   * The medallion's emblem: `hero:<Hero name>` for the hero's bust, `text:<up to 3 characters>` for a number
   * or letters, or an emblem name; missing or unknown names are picked from the seed.
   */
  emblem?: string;
  /** What picks a missing shape or emblem (the case's slug); the title when absent. */
  seed?: string;
}

const FONT = `font-family="'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`;

/** The shape and emblem a theme ends up with. */
export function caseArtChoice(theme: Pick<CaseArtTheme, 'shape' | 'emblem' | 'seed' | 'title'>): { shape: ShapeName; emblem: string } {
  const h = hashString(`case-art:${theme.seed ?? theme.title}`);
  const shape = theme.shape && (SHAPE_NAMES as string[]).includes(theme.shape) ? (theme.shape as ShapeName) : SHAPE_NAMES[h % SHAPE_NAMES.length]!;
  const e = theme.emblem ?? '';
  const valid = /^hero:[\p{L}\p{N}' .-]{1,40}$/u.test(e) || /^text:[\p{L}\p{N}%+×₽]{1,3}$/u.test(e) || EMBLEM_NAMES.includes(e);
  return { shape, emblem: valid ? e : EMBLEM_NAMES[(h >>> 8) % EMBLEM_NAMES.length]! };
}

/** Four-pointed sparkles around the chest, placed from the title. */
function sparkles(seed: string, color: string): string {
  const rnd = seededRandom(hashString(`case-sparkle:${seed}`));
  let d = '';
  for (let i = 0; i < 7; i++) {
    const a = rnd() * Math.PI * 2;
    const r = 84 + rnd() * 30;
    const x = 128 + Math.cos(a) * r;
    const y = 118 + Math.sin(a) * r * 0.8;
    const s = 2.5 + rnd() * 5;
    d += `M${n(x)} ${n(y - s)}q${n(s * 0.2)} ${n(s * 0.8)} ${n(s)} ${n(s)}q-${n(s * 0.8)} ${n(s * 0.2)}-${n(s)} ${n(s)}q-${n(s * 0.2)}-${n(s * 0.8)}-${n(s)}-${n(s)}q${n(s * 0.8)}-${n(s * 0.2)} ${n(s)}-${n(s)}z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** Light beams fanning up out of the chest. */
function beams(seed: string, paint: string): string {
  const rnd = seededRandom(hashString(`case-beams:${seed}`));
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = ((-152 + i * 25 + rnd() * 8) * Math.PI) / 180;
    const w = 0.06 + rnd() * 0.05;
    d += `M128 120L${n(128 + 124 * Math.cos(a - w))} ${n(120 + 124 * Math.sin(a - w))}L${n(128 + 124 * Math.cos(a + w))} ${n(120 + 124 * Math.sin(a + w))}z`;
  }
  return `<path d="${d}" fill="${paint}" opacity=".8"/>`;
}

/** The portraits and emblems are drawn on a 100 × 100 grid: a medallion of radius r scales them by r / GRID. */
const GRID = 100;

/** The emblem inside a medallion centred on 0,0 with radius r. */
function emblemInside(emblem: string, r: number, metal: string, p: string): string {
  if (emblem.startsWith('hero:')) {
    const hero = emblem.slice(5);
    const hc = heroColor(hero);
    const s = (r * 1.7) / GRID;
    const initials = escapeXml(heroInitials(hero));
    return (
      `<circle r="${n(r - 3)}" fill="${mix(hc, '#000000', 0.45)}"/>` +
      `<g transform="translate(${n(-50 * s)} ${n(-58 * s)}) scale(${Math.round(s * 1000) / 1000})" fill="${mix(hc, '#ffffff', 0.15)}" stroke="#0a0d16" stroke-width="2">${heroPortrait(hero, '#0a0d16')}</g>` +
      `<rect x="${n(-r * 0.62)}" y="${n(r * 0.42)}" width="${n(r * 1.24)}" height="${n(r * 0.5)}" rx="4" fill="#0a0d16" opacity=".75"/>` +
      `<text y="${n(r * 0.8)}" text-anchor="middle" ${FONT} font-size="${n(r * 0.42)}" font-weight="800" fill="#fff">${initials}</text>`
    );
  }
  if (emblem.startsWith('text:')) {
    const text = escapeXml(emblem.slice(5));
    const size = text.length > 2 ? r * 0.78 : r * 1.05;
    return `<text y="${n(size * 0.36)}" text-anchor="middle" ${FONT} font-size="${n(size)}" font-weight="900" fill="${metal}" stroke="#0a0d16" stroke-width="2" paint-order="stroke">${text}</text>`;
  }
  const s = (r * 1.3) / GRID;
  return `<g transform="translate(${n(-50 * s)} ${n(-50 * s)}) scale(${Math.round(s * 1000) / 1000})" fill="${metal}" stroke="#0a0d16" stroke-width="3" stroke-linejoin="round">${emblemMarkup(emblem, `url(#${p}m)`) ?? ''}</g>`;
}

/**
 * A 256×256 case: a container (chest, crate, orb, urn, tome, crystal, shield or coffer) in the theme's
 * gradient with the accent glow, carrying a medallion with the case's emblem or hero, trimmed in the rarity of
 * its best drop. Pure and deterministic; colours that are not plain colour syntax fall back to safe defaults.
 */
export function renderCaseSvg(theme: CaseArtTheme): string {
  const top = safeColor(theme.colors[0], '#3b4a6b');
  const bottom = safeColor(theme.colors[1], '#151b2b');
  const accent = safeColor(theme.accent, '#ffd166');
  const trim = theme.rarity && theme.rarity in RARITY_COLORS ? RARITY_COLORS[theme.rarity] : '#f3c25b';
  const { shape, emblem } = caseArtChoice(theme);
  const p = `c${hashString(`${theme.title}|${top}|${bottom}|${accent}|${theme.rarity ?? ''}|${shape}|${emblem}`).toString(36)}`;
  const title = escapeXml(theme.title);
  const seed = theme.seed ?? theme.title;

  const defs =
    `<radialGradient id="${p}a" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".85"/><stop offset=".5" stop-color="${accent}" stop-opacity=".25"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${p}b" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="${p}l" x2="0" y2="1"><stop offset="0" stop-color="${mix(top, '#ffffff', 0.28)}"/><stop offset="1" stop-color="${top}"/></linearGradient>` +
    `<linearGradient id="${p}m" x2="1" y2="1"><stop offset="0" stop-color="${mix(trim, '#ffffff', 0.6)}"/><stop offset=".5" stop-color="${trim}"/><stop offset="1" stop-color="${mix(trim, '#000000', 0.45)}"/></linearGradient>` +
    `<radialGradient id="${p}r" gradientUnits="userSpaceOnUse" cx="128" cy="120" r="132"><stop offset=".25" stop-color="${accent}" stop-opacity=".95"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`;

  const m = `url(#${p}m)`;
  const { draw, medallion } = SHAPES[shape];
  const [mx, my, mr] = medallion;
  const body =
    `<circle cx="128" cy="124" r="124" fill="url(#${p}a)"/>` +
    beams(seed, `url(#${p}r)`) +
    `<ellipse cx="128" cy="224" rx="96" ry="12" fill="#000" opacity=".45"/>` +
    draw({ body: `url(#${p}b)`, lid: `url(#${p}l)`, metal: m, accent }) +
    `<g transform="translate(${mx} ${my})"><circle r="${mr}" fill="${mix(bottom, '#000000', 0.35)}" stroke="${m}" stroke-width="5"/>` +
    `<circle r="${mr + 3}" fill="none" stroke="#0a0d16" stroke-width="1.5"/>${emblemInside(emblem, mr, m, p)}</g>` +
    sparkles(seed, mix(accent, '#ffffff', 0.5));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>`
  );
}
