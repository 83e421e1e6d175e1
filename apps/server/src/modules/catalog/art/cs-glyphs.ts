/**
 * Counter-Strike 2 silhouettes in a 100×100 box, one per item class: rifle, sniper rifle, pistol, SMG,
 * shotgun/heavy, knife, glove and agent. Like the other glyphs they take their paint from the <use>.
 */
type Glyph = (m: string) => string;
const D = 'fill="#0a0e18" fill-opacity=".55" stroke="none"';
const L = 'fill="#fff" fill-opacity=".35" stroke="none"';

const rifle: Glyph = () =>
  `<g transform="rotate(-12 50 50)"><path d="M2 44h14l4-4h46l2-3h22v4h8v4h-8l-2 4H70l-4 4H50l-6 14-8 10-8-3 6-13v-8H26l-4 8H8l2-8H2z"/><path d="M44 52q4 10 0 22l-6-2q2-10 0-20z" ${D}/><path d="M20 41h46v3H20z" ${L}/></g>`;
const sniper: Glyph = () =>
  `<g transform="rotate(-10 50 50)"><path d="M0 48h12l6-4h34l2-2h44v4H56l-2 4H40l-4 12-8 8-7-3 5-12H18l-4 6H2z"/><rect x="26" y="30" width="28" height="9" rx="4"/><path d="M32 39h4v5h-4zM44 39h4v5h-4z"/><path d="M28 32h24v3H28z" ${L}/></g>`;
const pistol: Glyph = () =>
  `<g transform="translate(6 14) rotate(-6 44 36)"><path d="M8 20h70v16H42l-4 6h-6l-4 30H10l8-30-10-4z"/><path d="M30 36h12v4q-6 6-12 2z" ${D}/><path d="M12 22h64v4H12z" ${L}/></g>`;
const smg: Glyph = () =>
  `<g transform="rotate(-8 50 50)"><path d="M6 40h10l2-4h54l2-2h16v6h-6v8H62l-4 4H48l4 26h-10l-6-26h-6l-4 12-8-2 3-10H8z"/><path d="M42 52h6l3 20h-5z" ${D}/><path d="M18 38h52v3H18z" ${L}/></g>`;
const heavy: Glyph = () =>
  `<g transform="rotate(-10 50 50)"><path d="M2 46h18l6-6h50v-4h20v10H80v6H56l-6 4H36l-6 14-9-2 5-12H10l-4 6H2z"/><path d="M50 46h26v6H50z" ${D}/><path d="M28 40h48v3H28z" ${L}/></g>`;
const knife: Glyph = () =>
  `<g transform="rotate(38 50 50)"><path d="M46 2q18 20 10 52H42q-6-26 4-52z"/><path d="M38 54h24v6H38z"/><path d="M42 60h16l2 32q-10 6-20 0z"/><path d="M46 66h8M46 74h8M46 82h8" stroke="#0a0e18" stroke-opacity=".45" stroke-width="2" fill="none"/><path d="M48 8q8 16 4 42h-3q2-24-1-42z" ${L}/></g>`;
const glove: Glyph = () =>
  `<path d="M30 94V56l-10-16q-4-8 3-10 5-1 9 6l6 10V14q0-6 6-6t6 6v26-32q0-6 6-6t6 6v32-26q0-6 6-6t6 6v30-18q0-6 5-6t5 6v38q0 22-12 34v6z"/><path d="M30 84h44v10H30z" ${D}/><path d="M38 30v-16q0-4 4-4v20z" ${L}/>`;
const agent: Glyph = () =>
  `<path d="M14 96q0-28 22-34h28q22 6 22 34z"/><path d="M30 38q0-24 20-24t20 24q0 20-20 22-20-2-20-22z"/><path d="M28 34q2-22 22-24 20 2 22 24l-6-2H34z" ${D}/><path d="M34 40h32v6H34z" ${D}/><path d="M40 64h20l-10 14z" ${L}/>`;

export const CS_GLYPHS: Record<string, Glyph> = { rifle, sniper, pistol, smg, heavy, knife, glove, agent };
