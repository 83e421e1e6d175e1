export interface SeoText {
  title: string;
  description: string;
}

/** A route's texts; routes with a parameter (`:name`) may build them from its value. */
export type SeoEntry = SeoText | ((param: string) => SeoText);

/** Search engines cut longer titles and descriptions. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** Longest case name kept in the texts, so both stay within the limits. */
export const CASE_NAME_MAX = 36;

/** A page's texts with the site's name after the title (`Вопросы и ответы — TastyDrop`). */
export const brandedText =
  (brand: string) =>
  (title: string, description: string): SeoText => ({ title: `${title} — ${brand}`, description });

/** `arcana-box_2024` → `Arcana Box 2024`; anything but letters, digits and light punctuation becomes a space. */
export function prettifyCaseName(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the name as it came.
  }
  const words = decoded
    .replace(/[^\p{L}\p{N}'!.+]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase('ru-RU') + w.slice(1));
  const name = words.join(' ');
  return name.length > CASE_NAME_MAX ? `${name.slice(0, CASE_NAME_MAX - 1).trimEnd()}…` : name;
}

/** A case's own title as the texts' heading: `Кейс «Золотой»`, or the title itself when it starts with the word. */
export function caseHeading(title: string): string {
  const max = CASE_NAME_MAX - 2; // room for the quotes
  const name = title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title;
  return /^кейс\s/i.test(name) ? name : `Кейс «${name}»`;
}
