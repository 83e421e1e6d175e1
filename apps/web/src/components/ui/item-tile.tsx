import { useState } from 'react';
import { imageSources } from '../../lib/image-source';
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
  /** Lazy by default; a reel's cards load at once (they all pass the window within a second or two). */
  loading?: 'lazy' | 'eager';
}

/** The page's own origin is the site's base URL for image addresses. */
const siteBase = () => (typeof window === 'undefined' ? null : window.location.origin);

/**
 * An item picture on a tile tinted with its rarity colour (live drops, reels, drop lists, results). The mapped
 * address is tried first, then the original source; the tile stays empty when both fail.
 */
export function ItemTile({ image, alt = '', rarity, size = 'm', glow, className, loading = 'lazy' }: ItemTileProps) {
  const [failed, setFailed] = useState<{ image: string; count: number }>({ image, count: 0 });
  const sources = imageSources(image, siteBase());
  const count = failed.image === image ? failed.count : 0;
  const broken = count >= sources.length;
  return (
    <span
      className={[styles.tile, styles[size], rarity === 'ultra' && styles.ultra, glow && styles.glow, className].filter(Boolean).join(' ')}
      style={rarityStyle(rarity)}
      data-rarity={rarity}
    >
      {!broken && (
        <img className={styles.image} src={sources[count]} alt={alt} loading={loading} decoding="async" draggable={false} onError={() => setFailed({ image, count: count + 1 })} />
      )}
    </span>
  );
}
