import { RARITY_COLORS, type Rarity } from '@tastydrop/domain';
import { escapeXml, hashString, mix, n, safeColor, seededRandom } from './svg-util.js';

export interface CaseArtTheme {
  title: string;
  /** Top and bottom colour of the chest body. */
  colors: [string, string];
  /** Colour of the glow and of the light leaking from the lid. */
  accent: string;
  /** Optional rarity: trims the lid and sets the gem on the lock. */
  rarity?: Rarity;
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

/**
 * A 256×256 treasure chest in the theme's gradient with the accent glow, on a transparent background.
 * Pure and deterministic; colours that are not plain colour syntax fall back to safe defaults.
 */
export function renderCaseSvg(theme: CaseArtTheme): string {
  const top = safeColor(theme.colors[0], '#3b4a6b');
  const bottom = safeColor(theme.colors[1], '#151b2b');
  const accent = safeColor(theme.accent, '#ffd166');
  const trim = theme.rarity && theme.rarity in RARITY_COLORS ? RARITY_COLORS[theme.rarity] : '#f3c25b';
  const p = `c${hashString(`${theme.title}|${top}|${bottom}|${accent}|${theme.rarity ?? ''}`).toString(36)}`;
  const title = escapeXml(theme.title);

  const defs =
    `<radialGradient id="${p}a" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".85"/><stop offset=".5" stop-color="${accent}" stop-opacity=".25"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${p}b" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="${p}l" x2="0" y2="1"><stop offset="0" stop-color="${mix(top, '#ffffff', 0.28)}"/><stop offset="1" stop-color="${top}"/></linearGradient>` +
    `<linearGradient id="${p}m" x2="1" y2="1"><stop offset="0" stop-color="${mix(trim, '#ffffff', 0.6)}"/><stop offset=".5" stop-color="${trim}"/><stop offset="1" stop-color="${mix(trim, '#000000', 0.45)}"/></linearGradient>` +
    `<radialGradient id="${p}r" gradientUnits="userSpaceOnUse" cx="128" cy="120" r="132"><stop offset=".25" stop-color="${accent}" stop-opacity=".95"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<filter id="${p}f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>`;

  const m = `url(#${p}m)`;
  const chest =
    // shadow and glow
    `<circle cx="128" cy="124" r="124" fill="url(#${p}a)"/>` +
    beams(theme.title, `url(#${p}r)`) +
    `<ellipse cx="128" cy="220" rx="96" ry="12" fill="#000" opacity=".45"/>` +
    // body
    `<path d="M42 130h172v76q0 10-10 10H52q-10 0-10-10z" fill="url(#${p}b)" stroke="#0a0d16" stroke-width="3"/>` +
    `<path d="M46 160h164M46 188h164" stroke="#000" stroke-opacity=".28" stroke-width="2"/>` +
    `<path d="M186 132h24v76q0 6-6 6h-18z" fill="#000" opacity=".18"/>` +
    // light from the seam
    `<path d="M46 128h164" stroke="${accent}" stroke-width="7" filter="url(#${p}f)"/>` +
    // lid
    `<path d="M38 128V98q0-40 90-44 90 4 90 44v30z" fill="url(#${p}l)" stroke="#0a0d16" stroke-width="3"/>` +
    `<path d="M58 70q70-26 140 0" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M186 64q26 12 28 34v28h-28z" fill="#000" opacity=".16"/>` +
    // metal: rim, straps, corners
    `<path d="M34 122h188v14H34z" fill="${m}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<path d="M66 58l14-2v160H66zM176 56l14 2v158h-14z" fill="${m}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<path d="M42 190v16q0 10 10 10h16v-10H52v-16zM214 190v16q0 10-10 10h-16v-10h16v-16z" fill="${m}" stroke="#0a0d16" stroke-width="2"/>` +
    `<g fill="#0a0d16" opacity=".55"><circle cx="73" cy="150" r="2.5"/><circle cx="73" cy="196" r="2.5"/><circle cx="183" cy="150" r="2.5"/><circle cx="183" cy="196" r="2.5"/><circle cx="73" cy="82" r="2.5"/><circle cx="183" cy="82" r="2.5"/></g>` +
    // lock
    `<path d="M110 116h36v34q0 12-18 20-18-8-18-20z" fill="${m}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<circle cx="128" cy="128" r="7" fill="${theme.rarity ? trim : accent}" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>` +
    `<path d="M125 140a3 3 0 1 1 6 0l-1 4v8h-4v-8z" fill="#0a0d16"/>` +
    sparkles(theme.title, mix(accent, '#ffffff', 0.5));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${defs}</defs>${chest}</svg>`
  );
}
