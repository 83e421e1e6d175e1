/**
 * The image address mapping: a source beginning `//` gets https, `/static/` points into the project's folder of
 * the static storage, `/img/` to the site's base URL; anything else is used as it is. An image that fails to load
 * at the mapped address falls back to its original source (see ArtImage).
 */
export function mappedImageSource(src: string, baseUrl: string | null | undefined, staticFolder = '/static/'): string {
  if (src.startsWith('//')) return `https:${src}`;
  if (!src.startsWith('/static/') && !src.startsWith('/img/')) return src;
  if (!baseUrl) throw new Error('The public base URL is missing');
  const base = baseUrl.replace(/\/+$/, '');
  if (src.startsWith('/static/')) return `${base}${staticFolder}${src.slice('/static/'.length)}`;
  return `${base}${src}`;
}

/** The addresses to try in order: the mapped one, then the original when it differs. */
export function imageSources(src: string, baseUrl: string | null | undefined): string[] {
  const mapped = mappedImageSource(src, baseUrl);
  return mapped === src ? [src] : [mapped, src];
}
