export { renderItemSvg, heroColor, heroInitials, type ItemArtInput } from './item-svg.js';
export { renderCaseSvg, caseArtChoice, type CaseArtTheme } from './case-svg.js';
export { itemTraits } from './item-traits.js';
export { SHAPE_NAMES } from './case-shapes.js';
export { EMBLEM_NAMES } from './emblems.js';
export { escapeXml } from './svg-util.js';
