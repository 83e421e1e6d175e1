/**
 * The containers a case can be drawn as, in a 256×256 box. Each takes the ids of its paints (body
 * gradient, lid gradient, metal gradient) and tells where its medallion sits.
 */
interface ShapePaints {
  body: string;
  lid: string;
  metal: string;
  accent: string;
}

export interface Shape {
  draw: (p: ShapePaints) => string;
  /** Centre and radius of the medallion that carries the emblem. */
  medallion: [x: number, y: number, r: number];
}

const OUT = 'stroke="#0a0d16" stroke-width="3"';

const chest: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M42 130h172v76q0 10-10 10H52q-10 0-10-10z" fill="${body}" ${OUT}/>` +
    `<path d="M46 160h164M46 188h164" stroke="#000" stroke-opacity=".28" stroke-width="2"/>` +
    `<path d="M46 128h164" stroke="${accent}" stroke-width="7" opacity=".8"/>` +
    `<path d="M38 128V98q0-40 90-44 90 4 90 44v30z" fill="${lid}" ${OUT}/>` +
    `<path d="M34 122h188v14H34z" fill="${metal}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<path d="M66 58l14-2v160H66zM176 56l14 2v158h-14z" fill="${metal}" stroke="#0a0d16" stroke-width="2.5"/>`,
  medallion: [128, 166, 30],
};

const crate: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M40 84l88-30 88 30v112l-88 30-88-30z" fill="${body}" ${OUT}/>` +
    `<path d="M40 84l88 30 88-30-88-30z" fill="${lid}" ${OUT}/>` +
    `<path d="M128 114v112" stroke="#0a0d16" stroke-width="3"/>` +
    `<path d="M40 120l88 30M40 160l88 30M216 120l-88 30M216 160l-88 30" stroke="#000" stroke-opacity=".3" stroke-width="2"/>` +
    `<path d="M40 84v112l10 4V88zM206 88v112l10-4V84z" fill="${metal}" stroke="#0a0d16" stroke-width="2"/>` +
    `<path d="M70 64l88 30" stroke="${accent}" stroke-width="3" opacity=".7"/>`,
  medallion: [84, 152, 26],
};

const orb: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M84 206h88l14 18H70z" fill="${metal}" ${OUT}/>` +
    `<path d="M100 186h56l10 22H90z" fill="${metal}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<circle cx="128" cy="122" r="76" fill="${body}" ${OUT}/>` +
    `<path d="M62 96a76 76 0 0 1 132 0c-30-14-102-14-132 0z" fill="${lid}" opacity=".8"/>` +
    `<ellipse cx="128" cy="122" rx="76" ry="18" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/>` +
    `<path d="M84 74q18-20 44-22" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>`,
  medallion: [128, 126, 32],
};

const urn: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M98 44h60l-6 16h-48z" fill="${lid}" ${OUT}/>` +
    `<path d="M104 60h48c0 14 44 28 44 78 0 44-30 74-68 74s-68-30-68-74c0-50 44-64 44-78z" fill="${body}" ${OUT}/>` +
    `<path d="M62 138c0-20 14-36 30-44M194 138c0-20-14-36-30-44" fill="none" stroke="${accent}" stroke-width="3" opacity=".6"/>` +
    `<path d="M92 212h72l8 14H84z" fill="${metal}" ${OUT}/>` +
    `<path d="M60 118c-22-4-30 20-14 34M196 118c22-4 30 20 14 34" fill="none" stroke="${metal}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M104 36h48v10h-48z" fill="${metal}" stroke="#0a0d16" stroke-width="2"/>`,
  medallion: [128, 144, 30],
};

const tome: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M54 52h140q10 0 10 10v150q0 10-10 10H54z" fill="${lid}" ${OUT}/>` +
    `<path d="M62 60h134v158H62z" fill="#f3e6c8" stroke="#0a0d16" stroke-width="2"/>` +
    `<path d="M46 44h140q10 0 10 10v150q0 10-10 10H46z" fill="${body}" ${OUT}/>` +
    `<path d="M46 44h22v170H46z" fill="${metal}" stroke="#0a0d16" stroke-width="2.5"/>` +
    `<rect x="84" y="62" width="96" height="134" rx="6" fill="none" stroke="${accent}" stroke-width="2.5" opacity=".7"/>` +
    `<path d="M168 44h24v24zM168 214h24v-24z" fill="${metal}" stroke="#0a0d16" stroke-width="2"/>`,
  medallion: [132, 128, 34],
};

const crystal: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M50 206h156l-12 18H62z" fill="${metal}" ${OUT}/>` +
    `<path d="M70 206l-18-70 26-30 16 100z" fill="${lid}" ${OUT}/>` +
    `<path d="M186 206l18-70-26-30-16 100z" fill="${lid}" ${OUT}/>` +
    `<path d="M90 206l-6-120 44-58 44 58-6 120z" fill="${body}" ${OUT}/>` +
    `<path d="M128 28v178M84 86l44 24 44-24" fill="none" stroke="${accent}" stroke-width="2.5" opacity=".6"/>` +
    `<path d="M100 90l28-48" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>`,
  medallion: [128, 150, 28],
};

const shield: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M128 26l86 24c4 80-24 136-86 176-62-40-90-96-86-176z" fill="${metal}" ${OUT}/>` +
    `<path d="M128 40l72 20c2 68-22 116-72 150-50-34-74-82-72-150z" fill="${body}" stroke="#0a0d16" stroke-width="2"/>` +
    `<path d="M128 40l72 20c0 20-2 38-6 54H62c-4-16-6-34-6-54z" fill="${lid}" opacity=".75"/>` +
    `<path d="M70 72l58-16 58 16" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/>`,
  medallion: [128, 128, 34],
};

const coffer: Shape = {
  draw: ({ body, lid, metal, accent }) =>
    `<path d="M36 118h184l-10 96q-1 10-11 10H57q-10 0-11-10z" fill="${body}" ${OUT}/>` +
    `<path d="M28 96l20-30h160l20 30v24H28z" fill="${lid}" ${OUT}/>` +
    `<path d="M28 116h200v10H28zM42 196h172v8H42z" fill="${metal}" stroke="#0a0d16" stroke-width="2"/>` +
    `<path d="M60 70h136" stroke="${accent}" stroke-width="3" opacity=".7"/>` +
    `<path d="M20 150q-10 0-8 14M236 150q10 0 8 14" fill="none" stroke="${metal}" stroke-width="7" stroke-linecap="round"/>`,
  medallion: [128, 162, 30],
};

export const SHAPES = { chest, crate, orb, urn, tome, crystal, shield, coffer } as const satisfies Record<string, Shape>;
export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];
