import { useState } from 'react';
import { rarityStyle } from './rarity';
import styles from './item-tile.module.css';

type ItemTileSize = 'xs' | 's' | 'm' | 'l';

interface ItemTileProps {
  image: string;
  /** The item's name, the image's text alternative; empty when a caption beside it already names the item. */
  alt?: string;
  rarity: string;
  size?: ItemTileSize;
  /** The winning glow in the rarity's colour. */
  glow?: boolean;
  className?: string;
}

/** An item picture on a tile tinted with its rarity colour (live drops, reels, drop lists, results). */
export function ItemTile({ image, alt = '', rarity, size = 'm', glow, className }: ItemTileProps) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={[styles.tile, styles[size], rarity === 'ultra' && styles.ultra, glow && styles.glow, className].filter(Boolean).join(' ')}
      style={rarityStyle(rarity)}
      data-rarity={rarity}
    >
      {!broken && <img className={styles.image} src={image} alt={alt} loading="lazy" draggable={false} onError={() => setBroken(true)} />}
    </span>
  );
}
