export { renderItemSvg } from './item-svg.js';
export { renderCaseSvg, caseArtChoice } from './case-svg.js';
export { itemTraits } from './item-traits.js';
