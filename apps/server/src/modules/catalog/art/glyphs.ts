import { CS_GLYPHS } from './cs-glyphs.js';

/**
 * Vector glyphs of the wearable slots, drawn in a 100×100 box. Body shapes carry no paint of their own:
 * they inherit the metal fill and the dark outline from the <use> that places them, so the same group
 * also serves as the blurred glow behind the glyph. `m` is the url() of the metal gradient, for the few
 * parts drawn as strokes.
 */
const D = 'fill="#0a0e18" fill-opacity=".55" stroke="none"';
const L = 'fill="#fff" fill-opacity=".35" stroke="none"';
const LINE = 'fill="none" stroke="#0a0e18" stroke-opacity=".45"';

/** A thick metal stroke with a dark outline (tails, handles). */
function rope(d: string, m: string, width: number): string {
  return `<path d="${d}" fill="none" stroke-width="${width + 5}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${m}" stroke-width="${width}" stroke-linecap="round"/>`;
}

type Glyph = (m: string) => string;

const sword: Glyph = () =>
  `<g transform="rotate(40 50 50)"><path d="M50 0l10 13v51H40V13z"/><path d="M49 12h2v48h-2z" ${D}/><path d="M54 15l3 3v42h-3z" ${L}/><path d="M20 63q30-8 60 0v9q-30-7-60 0z"/><path d="M44 72h12v17H44z"/><path d="M44 77h12M44 82h12" ${LINE} stroke-width="1.5"/><circle cx="50" cy="93" r="6"/></g>`;

const shield: Glyph = () =>
  `<path d="M50 6L86 16Q88 60 50 94Q12 60 14 16Z"/><path d="M50 16L76 23Q76 56 50 82Q24 56 24 23Z" ${D}/><path d="M46 28h8v14h14v8H54v22h-8V50H32v-8h14z"/><path d="M18 18L50 9v7L24 23q0 17 6 29Q16 36 18 18Z" ${L}/>`;

const helmet: Glyph = () =>
  `<path d="M20 40C6 34 4 18 12 6c2 14 10 22 20 24z"/><path d="M80 40c14-6 16-22 8-34-2 14-10 22-20 24z"/><path d="M18 70C16 34 30 16 50 16s34 18 32 54L70 80 62 62H38L30 80z"/><path d="M28 46h44l-5 8H33z" ${D}/><path d="M47 54h6l-1 16h-4z"/><path d="M34 26q16-8 28-4-14 2-24 14z" ${L}/>`;

const pauldron: Glyph = () =>
  `<g transform="rotate(-16 50 50)"><path d="M46 22l10-20 6 22z"/><path d="M16 78q36-10 70 0l-6 14q-30-8-58 0z"/><path d="M8 60q44-12 86 0l-6 16q-38-10-74 0z"/><path d="M8 58C8 32 28 16 52 16s44 16 44 42q-44-12-88 0z"/><circle cx="28" cy="44" r="3" ${D}/><circle cx="52" cy="36" r="3" ${D}/><circle cx="76" cy="44" r="3" ${D}/><path d="M18 48q6-22 32-26-20 10-24 28z" ${L}/></g>`;

const cape: Glyph = () =>
  `<path d="M30 12h40c2 22 10 50 22 80-14-6-26 2-42-4-16 6-28-2-42 4 12-30 20-58 22-80z"/><path d="M42 22c-2 24-8 46-14 64M58 22c2 24 8 46 14 64M50 22v64" ${LINE} stroke-width="2"/><circle cx="30" cy="14" r="7"/><circle cx="70" cy="14" r="7"/><circle cx="30" cy="14" r="3" ${D}/><circle cx="70" cy="14" r="3" ${D}/><path d="M34 16q2 34-14 68 6-34 10-68z" ${L}/>`;

const bracer: Glyph = () =>
  `<path d="M74 28l20-8-16 20zM76 50l20-4-18 16z"/><path d="M28 10q22-6 44 0l8 76q-30 10-60 0z"/><path d="M27 26q23-6 46 0M25 46q25-6 50 0M23 66q27-6 54 0" ${LINE} stroke-width="3"/><path d="M42 40l8-8 8 8-8 8z" ${D}/><path d="M34 14h8l-4 70h-9z" ${L}/>`;

const chest: Glyph = () =>
  `<path d="M18 18l22-10q10 8 20 0l22 10 6 22-10 6-2 38q-26 12-52 0l-2-38-10-6z"/><path d="M40 8q10 10 20 0" ${LINE} stroke-width="2"/><path d="M26 46q12 10 24 0 12 10 24 0M50 50v40M30 70q20 8 40 0" ${LINE} stroke-width="2.5"/><path d="M22 22l16-8q4 16-8 30l-6-2z" ${L}/>`;

const belt: Glyph = () =>
  `<path d="M14 60h14v18q-7 6-14 0zM72 60h14v18q-7 6-14 0z"/><path d="M6 38q44 14 88 0v20q-44 14-88 0z"/><path d="M38 36h24v30H38z"/><path d="M44 42h12v18H44z" ${D}/><path d="M49 42h2v12h-2z"/><path d="M8 42q42 12 84 0v4q-42 12-84 0z" ${L}/>`;

const boot: Glyph = () =>
  `<path d="M34 8h30v48l22 10q8 6 4 22H30z"/><path d="M32 8h34v14H32z"/><path d="M30 80h60" ${LINE} stroke-width="3"/><path d="M40 26h6v46h-6z" ${L}/>`;

const horse: Glyph = () =>
  `<path d="M28 92l6-34c-8-10-6-26 4-36l4-16 8 12c14-2 28 10 36 28 3 7-2 12-9 9l-15-6c-2 13 2 27 10 43z"/><path d="M40 22c-10 14-10 30-4 38-10-10-12-26-2-40z" ${D}/><circle cx="58" cy="32" r="3.5" ${D}/><path d="M48 22c10 0 22 8 30 20-12-10-22-14-32-14z" ${L}/>`;

const tail: Glyph = (m) =>
  `<path d="M18 80l-8 18 20-8z"/>${rope('M22 84C8 54 24 16 60 18c26 2 36 34 14 46-16 8-30-6-20-18 6-6 16-2 12 6', m, 11)}`;

const gem: Glyph = () =>
  `<path d="M20 24Q50 0 80 24" fill="none" stroke-width="4"/><path d="M50 18l30 24-30 50-30-50z"/><path d="M20 42h60M50 18L38 42l12 50 12-50z" ${LINE} stroke-width="2"/><path d="M50 18L38 42H26z" ${L}/>`;

const courier: Glyph = () =>
  `<path d="M46 48C30 20 10 22 2 36c16 0 24 10 34 22zM54 48c16-28 36-26 44-12-16 0-24 10-34 22z"/><path d="M40 86l-4 10M60 86l4 10" fill="none" stroke-width="4"/><ellipse cx="50" cy="60" rx="18" ry="26"/><circle cx="43" cy="50" r="3" ${D}/><circle cx="57" cy="50" r="3" ${D}/><path d="M46 60l4 6 4-6z" ${D}/><path d="M40 42q6-6 12-6-10 8-12 20z" ${L}/>`;

const ward: Glyph = () =>
  `<path d="M44 40h12l2 56H42z"/><path d="M30 58l14-8v12zM70 58l-14-8v12z"/><path d="M50 6c20 0 34 12 38 24-14 12-26 14-38 14S26 42 12 30C16 18 30 6 50 6z"/><ellipse cx="50" cy="26" rx="14" ry="12" ${D}/><circle cx="50" cy="26" r="6"/><path d="M24 22q12-12 26-12-14 6-22 18z" ${L}/>`;

const bubble: Glyph = () =>
  `<path d="M12 14h76v52H46L26 88l4-22H12z"/><path d="M45 22h10l-2 26h-6z" ${D}/><circle cx="50" cy="57" r="5" ${D}/><path d="M16 18h68v6H16z" ${L}/>`;

const mask: Glyph = () =>
  `<path d="M16 20q34-16 68 0 4 42-34 72Q12 62 16 20z"/><path d="M26 38q8-8 18 0-8 10-18 0zM74 38q-8-8-18 0 8 10 18 0z" ${D}/><path d="M38 70q12 8 24 0" fill="none" stroke-width="3"/><path d="M50 12v38" ${LINE} stroke-width="2"/><path d="M22 24q14-10 26-10-16 8-22 30z" ${L}/>`;

const bundle: Glyph = () =>
  `<path d="M10 30l32-12 16 60-32 12zM90 30L58 18 42 78l32 12z"/><path d="M32 10h36v76H32z"/><path d="M50 30l10 18-10 18-10-18z" ${D}/><path d="M36 14h8v68h-8z" ${L}/>`;

const trophy: Glyph = (m) =>
  `${rope('M30 18Q12 16 14 32q2 12 16 14M70 18q18-2 16 14-2 12-16 14', m, 4)}<path d="M28 10h44v20q0 26-22 30-22-4-22-30z"/><path d="M44 60h12v14H44z"/><path d="M30 74h40l4 16H26z"/><path d="M50 20l4 10h10l-8 6 3 10-9-6-9 6 3-10-8-6h10z" ${D}/><path d="M33 14h7v26q-4-4-7-12z" ${L}/>`;

const notes: Glyph = () =>
  `<path d="M30 22l52-12v12L30 34z"/><path d="M30 26h6v52h-6zM76 14h6v52h-6z"/><ellipse cx="24" cy="78" rx="13" ry="10" transform="rotate(-20 24 78)"/><ellipse cx="70" cy="66" rx="13" ry="10" transform="rotate(-20 70 66)"/><path d="M32 24l48-11v3L32 27z" ${L}/>`;

export const SLOT_GLYPHS: Record<string, Glyph> = {
  weapon: sword,
  offhand: shield,
  head: helmet,
  shoulder: pauldron,
  back: cape,
  arms: bracer,
  armor: chest,
  belt,
  legs: boot,
  mount: horse,
  tail,
  misc: gem,
  courier,
  ward,
  taunt: bubble,
  persona: mask,
  set: bundle,
  effigy: trophy,
  music: notes,
  ...CS_GLYPHS,
};

/** The glyph of a slot; unknown slots get the gem. */
export function slotGlyph(slot: string, metal: string): string {
  return (SLOT_GLYPHS[slot] ?? gem)(metal);
}
