import { defineItems } from './types.js';

/** The rarest tier of the site: Dragonclaw Hook and golden immortals (20 000 – 120 000 ₽). */
export const ULTRA_ITEMS = defineItems('ultra', [
  ['Dragonclaw Hook', 'Pudge', 'weapon', 68500],
  ['Golden Gravelmaw', 'Earthshaker', 'head', 26400],
  ['Golden Staff of Gun-Yu', 'Monkey King', 'weapon', 31200],
  ['Golden Basher of Mage Skulls', 'Anti-Mage', 'weapon', 24600],
  ['Golden Scavenging Guttleslug', 'Pudge', 'arms', 23800],
  ['Golden Crucible of Rile', 'Axe', 'head', 22100],
  ['Golden Mandate of the Stormborn', 'Storm Spirit', 'arms', 21400],
  ['Golden Moonfall', 'Luna', 'weapon', 20600],
]);

/** Every hero's primary arcana wearable, plus the exalted variants (1 500 – 6 000 ₽). */
export const ARCANA_ITEMS = defineItems('arcana', [
  ['Manifold Paradox', 'Phantom Assassin', 'weapon', 2890],
  ['Exalted Manifold Paradox', 'Phantom Assassin', 'weapon', 4450],
  ['Demon Eater', 'Shadow Fiend', 'arms', 3920],
  ['Exalted Demon Eater', 'Shadow Fiend', 'arms', 5890],
  ['Fractal Horns of Inner Abysm', 'Terrorblade', 'head', 4870],
  ['Bladeform Legacy', 'Juggernaut', 'head', 2240],
  ['Fiery Soul of the Slayer', 'Lina', 'head', 2460],
  ['Frost Avalanche', 'Crystal Maiden', 'legs', 3110],
  ['Swine of the Sunken Galley', 'Techies', 'misc', 2310],
  ['Tempest Helm of the Thundergod', 'Zeus', 'head', 3290],
  ['Feast of Abscession', 'Pudge', 'belt', 3480],
  ['Compass of the Rising Gale', 'Windranger', 'head', 3990],
  ['Great Sage\'s Reckoning', 'Monkey King', 'weapon', 2690],
  ['Planetfall', 'Earthshaker', 'weapon', 4120],
  ['Eminence of Ristul', 'Queen of Pain', 'head', 3560],
  ['Benevolent Companion', 'Io', 'misc', 5790],
  ['Flockheart\'s Gamble', 'Ogre Magi', 'weapon', 3870],
  ['Blades of Voth Domosh', 'Legion Commander', 'weapon', 2580],
  ['The Magus Cypher', 'Rubick', 'weapon', 3410],
  ['Phantom Advent', 'Spectre', 'misc', 4280],
  ['Crown of the One True King', 'Wraith King', 'head', 3760],
  ['Claszian Apostasy Head', 'Faceless Void', 'head', 4590],
  ['The Devotions of Dragonus - Wings', 'Skywrath Mage', 'back', 4710],
  ['Dread Retribution', 'Drow Ranger', 'head', 4190],
  ['The Resurrection of Shen - Wings', 'Vengeful Spirit', 'back', 4830],
  ['Voidstorm Asylum Tormentor', 'Razor', 'misc', 5160],
]);

/** Personas and limited collaboration sets (300 – 2 500 ₽). */
export const ANCIENT_ITEMS = defineItems('ancient', [
  ['The Disciple\'s Path', 'Anti-Mage', 'persona', 2140],
  ['Acolyte of the Lost Arts', 'Invoker', 'persona', 1890],
  ['Fists of Axe Unleashed', 'Axe', 'persona', 1620],
  ['Torso of Axe Unleashed', 'Axe', 'armor', 460],
  ['Champion of Nurgle', 'Pudge', 'set', 1380],
  ['Empire of the Lightning Lord', 'Razor', 'set', 1090],
  ['Heavenly General', 'Storm Spirit', 'set', 940],
  ['Eldwurm\'s Touch', 'Drow Ranger', 'set', 1260],
  ['Acid Hydra', 'Venomancer', 'set', 1340],
  ['Rage of the Dark Wood', 'Lone Druid', 'set', 1180],
  ['Covenant of the Depths', 'Invoker', 'set', 780],
]);
