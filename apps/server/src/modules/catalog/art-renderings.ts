import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_PLACEHOLDER, IMAGE_QUALITY, type ImageFormat } from '@tastydrop/domain';

/** Bumped whenever the encoding below changes, so files rendered the old way are never served again. */
const ENCODING_VERSION = 1;

export type ArtVariant = { width: number; format: ImageFormat } | 'placeholder';

/** Raster renderings of the generated SVG art, each made once and kept on disk under a name hashed from its source. */
export interface ArtRenderings {
  get(svg: string, variant: ArtVariant): Promise<Buffer>;
  /** How many renderings this process has made (files read back from disk are not counted). */
  readonly made: number;
}

function encode(svg: string, variant: ArtVariant): Promise<Buffer> {
  const source = Buffer.from(svg);
  if (variant === 'placeholder') {
    const { width, height, quality, blur } = IMAGE_PLACEHOLDER;
    return sharp(source).resize(width, height, { fit: 'cover' }).blur(blur).webp({ quality }).toBuffer();
  }
  return sharp(source)
    .metadata()
    .then(({ width: intrinsic }) => {
      // Rasterise the vector at the density that gives the width asked for, rather than scaling up a small bitmap.
      const image = sharp(source, { density: (72 * variant.width) / (intrinsic || variant.width) }).resize(variant.width);
      // A low encoder effort keeps a rendering within a fraction of a second on a small machine at the same quality.
      return variant.format === 'avif'
        ? image.avif({ quality: IMAGE_QUALITY, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
        : image.webp({ quality: IMAGE_QUALITY }).toBuffer();
    });
}

function fileName(svg: string, variant: ArtVariant): string {
  const label = variant === 'placeholder' ? 'blur.webp' : `w${variant.width}.${variant.format}`;
  const hash = createHash('sha256').update(`${ENCODING_VERSION}\n${label}\n${svg}`).digest('hex').slice(0, 32);
  return `${hash}.${label}`;
}

/**
 * Renderings kept in `dir`. One rendering runs at a time (the encoders use every core on their own), and a rendering
 * asked for again while it runs is shared rather than made twice.
 */
export function createArtRenderings(dir: string): ArtRenderings {
  const running = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  let made = 0;
  let ready: Promise<unknown> | null = null;

  async function renderAndKeep(file: string, svg: string, variant: ArtVariant): Promise<Buffer> {
    const turn = queue.then(() => encode(svg, variant));
    queue = turn.catch(() => undefined);
    const body = await turn;
    made += 1;
    ready ??= mkdir(dir, { recursive: true });
    await ready;
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = path.join(dir, `.${file}.${randomBytes(4).toString('hex')}`);
    await writeFile(temporary, body);
    await rename(temporary, path.join(dir, file));
    return body;
  }

  return {
    get made() {
      return made;
    },
    async get(svg, variant) {
      const file = fileName(svg, variant);
      try {
        return await readFile(path.join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const pending = running.get(file);
      if (pending) return pending;
      const work = renderAndKeep(file, svg, variant).finally(() => running.delete(file));
      running.set(file, work);
      return work;
    },
  };
}
