import { ArtImage } from './art-image';
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
  /** How wide a fluid tile (m, l) is drawn, when the default guess is far off. */
  sizes?: string;
}

/** The fixed tiles' widths (px, as the stylesheet draws them), and the fluid ones' usual widths. */
const FIXED_WIDTH: Partial<Record<ItemTileSize, number>> = { xs: 48, s: 88 };
const FLUID_SIZES: Record<'m' | 'l', string> = { m: '(max-width: 767px) 45vw, 200px', l: '(max-width: 767px) 80vw, 320px' };

/**
 * An item picture on a tile tinted with its rarity colour (live drops, reels, drop lists, results). The picture falls
 * back to its original source when it fails; the tile stays empty when that fails too.
 */
export function ItemTile({ image, alt = '', rarity, size = 'm', glow, className, loading = 'lazy', sizes }: ItemTileProps) {
  const width = FIXED_WIDTH[size];
  return (
    <span
      className={[styles.tile, styles[size], rarity === 'ultra' && styles.ultra, glow && styles.glow, className].filter(Boolean).join(' ')}
      style={rarityStyle(rarity)}
      data-rarity={rarity}
    >
      <ArtImage
        className={styles.image}
        src={image}
        alt={alt}
        {...(width ? { width, height: Math.round((width * 3) / 4) } : { sizes: sizes ?? FLUID_SIZES[size as 'm' | 'l'] })}
        loading={loading}
      />
    </span>
  );
}
