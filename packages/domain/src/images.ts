/** Widths of the image breakpoints (px). */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 360, md: 768, lg: 1024, xl: 1280, xxl: 1920 } as const;
/** Image defaults: the quality every rendering is encoded at, the formats offered before the original, the pixel densities. */
export const IMAGE_QUALITY = 100;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_DENSITIES = [1, 2] as const;
/** The placeholder shown until a picture loads: 10 × 10 pixels at quality 50, blurred with a radius of 3. */
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** Small steps below the breakpoints, for pictures a few dozen pixels wide, which the breakpoints alone would oversize. */
const SMALL_WIDTHS = [16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512];
/** Every width a rendering may be asked for; any other is refused, so the renderings of one picture stay few. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set([...SMALL_WIDTHS, ...Object.values(IMAGE_BREAKPOINTS)])].sort((a, b) => a - b);
/** Widths a picture of a fluid size is offered at: the image breakpoints, and the small steps from 96 px. */
export const IMAGE_SRCSET_WIDTHS: readonly number[] = IMAGE_WIDTHS.filter((w) => w >= 96);
export const IMAGE_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** The site's generated art: `/static/cases/<slug>.svg` or `/static/items/<slug>.svg`, with an optional version query. */
const GENERATED_ART = /^\/static\/(cases|items)\/([a-z0-9-]{1,120})\.svg(\?[^#]*)?$/;

/** What a request for a file of the generated art asks for: the original, a rendering, or the placeholder. */
export type ArtFileRequest =
  | { slug: string; variant: 'original' }
  | { slug: string; variant: 'rendering'; width: number; format: ImageFormat }
  | { slug: string; variant: 'placeholder' };

/** The file names under `/static/<kind>/`: `<slug>.svg`, `<slug>.w<width>.<avif|webp>`, `<slug>.blur.webp`. */
export const ART_FILE_PATTERN = /^([a-z0-9-]{1,120})\.(?:(svg)|w(\d{1,5})\.(avif|webp)|(blur)\.webp)$/;

/** Reads a file name of the generated art; null when it is none. A width outside IMAGE_WIDTHS is still read (callers refuse it by name). */
export function parseArtFile(file: string): ArtFileRequest | null {
  const m = ART_FILE_PATTERN.exec(file);
  if (!m) return null;
  const slug = m[1]!;
  if (m[2]) return { slug, variant: 'original' };
  if (m[5]) return { slug, variant: 'placeholder' };
  return { slug, variant: 'rendering', width: Number(m[3]), format: m[4] as ImageFormat };
}

/** Whether the source is the site's generated art, which has renderings and a placeholder. */
export function isGeneratedArt(src: string): boolean {
  return GENERATED_ART.test(src);
}

/** A rendering's address beside the original (its version query kept), or null when the source has none. */
export function artRenderingPath(src: string, width: number, format: ImageFormat): string | null {
  const m = GENERATED_ART.exec(src);
  return m ? `/static/${m[1]}/${m[2]}.w${width}.${format}${m[3] ?? ''}` : null;
}

/** The placeholder's address beside the original, or null when the source has none. */
export function artPlaceholderPath(src: string): string | null {
  const m = GENERATED_ART.exec(src);
  return m ? `/static/${m[1]}/${m[2]}.blur.webp${m[3] ?? ''}` : null;
}

/** The smallest allowed width that covers the given pixels (the largest one beyond it). */
export function snapImageWidth(pixels: number): number {
  return IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_MAX_WIDTH;
}
