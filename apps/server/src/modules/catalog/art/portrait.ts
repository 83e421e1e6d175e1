import { hashString } from './svg-util.js';

/**
 * A hero's bust in a 100×100 box: shoulders, neck and a head whose crown follows the hero (horns, hood,
 * helm, crown, long ears, mane or spikes), so heroes read apart even before their initials. The shapes take
 * their paint from the element that places them.
 */
const HEADWEAR = [
  // horns
  `<path d="M34 30C20 22 16 8 22 0c2 12 10 18 18 20zM66 30c14-8 18-22 12-30-2 12-10 18-18 20z"/>`,
  // hood
  `<path d="M50 4C28 4 20 22 20 44l-4 22h14l2-24c0-10 8-18 18-18s18 8 18 18l2 24h14l-4-22C80 22 72 4 50 4z"/>`,
  // helm with crest
  `<path d="M30 34c0-14 8-24 20-24s20 10 20 24H30z"/><path d="M46 0h8l2 14H44z"/><path d="M30 30h40v6H30z"/>`,
  // crown
  `<path d="M30 22l6-14 7 10 7-14 7 14 7-10 6 14z"/>`,
  // long ears
  `<path d="M32 34L6 18l22 26zM68 34l26-16-22 26z"/>`,
  // mane
  `<path d="M24 40c-6-14 0-30 14-36 4 6 8 4 12-2 4 6 8 8 12 2 14 6 20 22 14 36-4-10-10-16-12-18H36c-2 2-8 8-12 18z"/>`,
  // spikes
  `<path d="M32 24l-8-18 14 10 4-16 8 14 8-14 4 16 14-10-8 18z"/>`,
];

const BUST =
  `<path d="M8 100c2-20 16-30 30-32l4-8h16l4 8c14 2 28 12 30 32z"/><rect x="42" y="50" width="16" height="16" rx="3"/>` +
  `<ellipse cx="50" cy="38" rx="17" ry="20"/>`;

/** The variant of headwear a hero gets. */
function portraitVariant(hero: string): number {
  return hashString(`portrait:${hero}`) % HEADWEAR.length;
}

/** The bust markup (no paint of its own) with eyes cut out in `eyes`. */
export function heroPortrait(hero: string, eyes: string): string {
  const face = `<path d="M40 36h7l-1 4h-6zM53 36h7v4h-6z" fill="${eyes}" stroke="none"/>`;
  return `${BUST}${HEADWEAR[portraitVariant(hero)]}${face}`;
}
