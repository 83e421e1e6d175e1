export { renderItemSvg, heroColor, heroInitials, type ItemArtInput } from './item-svg.js';
export { renderCaseSvg, type CaseArtTheme } from './case-svg.js';
export { escapeXml } from './svg-util.js';
