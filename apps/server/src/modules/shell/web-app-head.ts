import { webAppHead, type Game } from '@tastydrop/domain';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Puts `tag` where `pattern` matches in the head, or at its end when nothing does. */
function setHeadTag(html: string, pattern: RegExp, tag: string): string {
  // A function, so a `$` in the tag stays text.
  return pattern.test(html) ? html.replace(pattern, () => tag) : html.replace('</head>', () => `  ${tag}\n  </head>`);
}

/**
 * The web build's index.html for the site's game: its manifest, tab icon, iOS home-screen icon, toolbar
 * colour and title. The build writes one page for both games, so every page and the service worker's
 * offline copy of it go through here, and a CS site never names the Dota app.
 */
export function withGameHead(template: string, game: Game): string {
  const head = webAppHead(game);
  const href = (value: string) => `href="${escapeAttribute(value)}"`;
  let html = setHeadTag(template, /<link rel="manifest"[^>]*>/, `<link rel="manifest" ${href(head.manifest)}>`);
  html = setHeadTag(html, /<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${escapeAttribute(head.themeColor)}" />`);
  html = setHeadTag(html, /<link rel="icon"[^>]*>/, `<link rel="icon" type="image/svg+xml" ${href(head.favicon)} />`);
  html = setHeadTag(html, /<link rel="apple-touch-icon"[^>]*>/, `<link rel="apple-touch-icon" sizes="180x180" ${href(head.appleTouchIcon)} />`);
  return setHeadTag(html, /<title>[^<]*<\/title>/, `<title>${escapeAttribute(head.title)}</title>`);
}
