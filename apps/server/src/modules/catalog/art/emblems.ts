/**
 * Emblems for the medallion on a case: simple shapes in a 100×100 box that take their paint from the <use>
 * that places them, like the slot glyphs. A case names its emblem in its appearance; the slot glyphs
 * (sword, shield, horse, …) are emblems too.
 */
import { SLOT_GLYPHS } from './glyphs.js';

const D = 'fill="#0a0e18" fill-opacity=".5" stroke="none"';
const L = 'fill="#fff" fill-opacity=".35" stroke="none"';

const EXTRA: Record<string, string> = {
  flame: `<path d="M50 4c6 18 26 28 26 52a26 26 0 0 1-52 0c0-14 8-22 12-30 2 10 6 14 10 16C44 30 44 16 50 4z"/><path d="M50 48c4 8 12 12 12 22a12 12 0 0 1-24 0c0-8 8-12 12-22z" ${D}/>`,
  coin: `<circle cx="50" cy="50" r="42"/><circle cx="50" cy="50" r="32" ${D}/><path d="M44 28h12v44H44z"/><path d="M30 34q8-16 24-18-14 8-18 22z" ${L}/>`,
  leaf: `<path d="M14 86C14 40 40 12 88 12c0 48-28 74-74 74z"/><path d="M18 82L70 30M40 60h16M52 48h14" fill="none" stroke="#0a0e18" stroke-opacity=".5" stroke-width="3"/>`,
  skull: `<path d="M50 8c24 0 38 16 38 36 0 12-6 20-12 24v16H24V68c-6-4-12-12-12-24C12 24 26 8 50 8z"/><circle cx="36" cy="44" r="9" ${D}/><circle cx="64" cy="44" r="9" ${D}/><path d="M46 60h8l-4 8z" ${D}/><path d="M36 76v8M50 76v8M64 76v8" stroke="#0a0e18" stroke-opacity=".5" stroke-width="3"/>`,
  crown: `<path d="M10 30l20 22 20-36 20 36 20-22-8 52H18z"/><path d="M18 76h64v12H18z"/><circle cx="50" cy="58" r="7" ${D}/><circle cx="30" cy="64" r="4" ${D}/><circle cx="70" cy="64" r="4" ${D}/>`,
  star: `<path d="M50 4l13 29 32 3-24 21 7 31-28-16-28 16 7-31L5 36l32-3z"/><path d="M50 24l6 14 15 1-11 10 3 15-13-8z" ${D}/>`,
  bolt: `<path d="M58 2L18 56h26l-8 42 46-58H54z"/><path d="M58 2L40 40h8z" ${L}/>`,
  moon: `<path d="M62 6A44 44 0 1 0 94 70 36 36 0 1 1 62 6z"/><circle cx="40" cy="40" r="5" ${D}/><circle cx="52" cy="66" r="7" ${D}/>`,
  eye: `<path d="M4 50Q50-6 96 50 50 106 4 50z"/><circle cx="50" cy="50" r="20" ${D}/><path d="M46 32h8l4 18-4 18h-8l-4-18z"/>`,
  dice: `<path d="M14 14h72v72H14z"/><path d="M14 86L86 14v72z" ${D}/><circle cx="32" cy="32" r="7"/><circle cx="68" cy="68" r="7" fill="#fff" fill-opacity=".7"/>`,
  percent: `<path d="M76 10l12 8-64 74-12-8z"/><circle cx="28" cy="28" r="16"/><circle cx="72" cy="72" r="16"/><circle cx="28" cy="28" r="7" ${D}/><circle cx="72" cy="72" r="7" ${D}/>`,
  hourglass: `<path d="M18 6h64v10L58 50l24 34v10H18V84l24-34-24-34z"/><path d="M30 18h40L50 44zM50 60l18 24H32z" ${D}/>`,
  lock: `<path d="M28 44V30a22 22 0 0 1 44 0v14h-10V30a12 12 0 0 0-24 0v14z"/><path d="M18 44h64v48H18z"/><path d="M44 60a6 6 0 1 1 12 0l-2 6v12h-8V66z" ${D}/>`,
  arrow: `<path d="M50 4l40 42H64v48H36V46H10z"/><path d="M50 14L30 38h10z" ${L}/>`,
  swords: `<path d="M12 6l10 2 50 54-8 8L14 16zM88 6l-10 2-50 54 8 8 50-54z"/><path d="M20 70l14-14 10 10-14 14zM80 70L66 56 56 66l14 14z"/><circle cx="20" cy="84" r="8"/><circle cx="80" cy="84" r="8"/>`,
  wing: `<path d="M90 14C56 16 22 34 10 84c14-10 26-14 38-14-8-4-12-8-14-12 14 0 28-4 40-12-8-2-12-4-16-8 14-2 26-10 32-24z"/><path d="M80 22C56 28 34 44 20 72" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
  leaves: `<path d="M50 92V50"/><path d="M50 60C26 60 12 44 12 20c24 0 38 16 38 40zM50 56c0-26 14-44 40-46 0 26-14 44-40 46z"/><path d="M46 92h8V48h-8z"/><path d="M18 26l30 30M84 16L54 50" fill="none" stroke="#0a0e18" stroke-opacity=".5" stroke-width="2.5"/>`,
  sun: `<circle cx="50" cy="50" r="22"/><path d="M50 2l6 16H44zM50 98l-6-16h12zM2 50l16-6v12zM98 50l-16 6V44zM16 16l16 6-10 10zM84 84l-16-6 10-10zM84 16l-6 16-10-10zM16 84l6-16 10 10z"/><circle cx="50" cy="50" r="12" ${D}/>`,
};

/** Every emblem a case may name. */
export const EMBLEM_NAMES: readonly string[] = [...Object.keys(EXTRA), ...Object.keys(SLOT_GLYPHS)];

/** The emblem's markup; `metal` is the url() of the paint for parts drawn as strokes. Unknown names give null. */
export function emblemMarkup(name: string, metal: string): string | null {
  if (Object.hasOwn(EXTRA, name)) return EXTRA[name]!;
  const glyph = Object.hasOwn(SLOT_GLYPHS, name) ? SLOT_GLYPHS[name] : undefined;
  return glyph ? glyph(metal) : null;
}
