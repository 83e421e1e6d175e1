import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { artPlaceholderPath, artRenderingPath, IMAGE_DENSITIES, IMAGE_FORMATS, IMAGE_SRCSET_WIDTHS, isGeneratedArt, snapImageWidth, type ImageFormat } from '@tastydrop/domain';
import { imageSources } from '../../lib/image-source';
import styles from './art-image.module.css';

interface ArtImageProps {
  src: string;
  alt: string;
  /** A picture of a fixed size (CSS pixels): offered at each pixel density. */
  width?: number;
  height?: number;
  /** A picture of a fluid size: how wide it is drawn (the `sizes` attribute); offered at the image breakpoints. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  className?: string;
  /** Called once every source has failed. */
  onBroken?: () => void;
}

/** The page's own origin is the site's base URL for image addresses (none while the page is drawn on the server). */
const siteBase = () => (typeof window === 'undefined' ? null : window.location.origin);

/** The plain addresses to fall back to in turn: the mapped one, then the original source. */
function fallbacks(src: string): string[] {
  try {
    return imageSources(src, siteBase());
  } catch {
    return [src];
  }
}

function srcSet(src: string, format: ImageFormat, width: number | undefined): string {
  if (width) return IMAGE_DENSITIES.map((d) => `${artRenderingPath(src, snapImageWidth(width * d), format)} ${d}x`).join(', ');
  return IMAGE_SRCSET_WIDTHS.map((w) => `${artRenderingPath(src, w, format)} ${w}w`).join(', ');
}

/**
 * A case's or an item's picture. The site's generated art comes as AVIF, then WebP, renderings (at two densities for
 * a fixed size, at the image breakpoints for a fluid one) with the original as the fallback, over its blurred
 * 10 × 10 placeholder until it loads. A picture that fails falls back to its original source; when that fails
 * too, nothing is drawn.
 */
export function ArtImage({ src, alt, width, height, sizes, loading = 'lazy', fetchPriority, className, onBroken }: ArtImageProps) {
  const generated = isGeneratedArt(src);
  // Renderings first (generated art only), then the plain addresses; the first is the original, the same on the
  // server and in the browser, so a page drawn on the server hydrates without a difference.
  const stages = generated ? [src, src] : fallbacks(src);
  const [state, setState] = useState({ src, stage: 0, loaded: false });
  const current = state.src === src ? state : { src, stage: 0, loaded: false };
  const ref = useRef<HTMLImageElement>(null);
  const failed = () => setState({ src, stage: current.stage + 1, loaded: false });
  const loaded = () => setState({ src, stage: current.stage, loaded: true });

  const broken = current.stage >= stages.length;
  useEffect(() => {
    if (broken) onBroken?.();
  }, [broken, onBroken]);
  // A picture may load (or fail) before the page's code runs, when no handler hears it.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete || current.loaded) return;
    if (img.naturalWidth > 0) loaded();
    else failed();
    // Only when a new address is set: the handlers cover every later change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, current.stage]);
  if (broken) return null;

  const withRenderings = generated && current.stage === 0;
  const placeholder = withRenderings && !current.loaded ? artPlaceholderPath(src) : null;
  const style: CSSProperties | undefined = placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined;
  const img = (
    <img
      ref={ref}
      className={[placeholder && styles.placeholder, className].filter(Boolean).join(' ') || undefined}
      style={style}
      src={stages[current.stage]}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      draggable={false}
      onLoad={loaded}
      onError={failed}
    />
  );
  if (!withRenderings) return img;
  return (
    <picture className={styles.picture}>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(src, format, width)} sizes={width ? undefined : sizes} />
      ))}
      {img}
    </picture>
  );
}
