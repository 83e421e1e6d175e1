/**
 * Real item pictures from a configured base URL: one picture per skin, shared by its exteriors and
 * StatTrak™ (`StatTrak™ AK-47 | Redline (Field-Tested)` → `ak-47-redline`), or per Dota item name.
 */
export function realImageKey(name: string): string {
  return name
    .replace(/^★ /, '')
    .replace(/^StatTrak™ /, '')
    .replace(/ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The picture's address under the base URL (a trailing slash on the base is allowed). */
export function realImageUrl(base: string, name: string): string {
  return `${base.replace(/\/+$/, '')}/${realImageKey(name)}.png`;
}
