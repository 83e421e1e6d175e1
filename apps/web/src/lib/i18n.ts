/**
 * The site's texts: every `src/locales/ru/*.json` loaded as a namespace named after its file,
 * plus the domain's error catalogue texts as the `errors` namespace (never copied), loaded when needed.
 * The namespaces of pages other than the first one, and of the popups that open by themselves, load
 * with their page (router.tsx) or their popups (app/root.tsx) or, failing that, on first use, so the
 * first page does not download every text of the site.
 * The console's texts (admin*.json) come with the console's own code and are never part of a player's download.
 */
import i18n, { namespacesFrom, startI18n, type Resource } from './i18n-core';

const files = import.meta.glob<Resource>(
  [
    '../locales/ru/*.json',
    '!../locales/ru/{auth,daily,legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,quick-sale,responsible-play,stats,support,partners}.json',
    // Every console namespace (admin*.json) comes with the console's own page.
    '!../locales/ru/admin*.json',
  ],
  { eager: true, import: 'default' },
);
const later = import.meta.glob<Resource>('../locales/ru/{auth,daily,legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,quick-sale,responsible-play,stats,support,partners}.json', {
  import: 'default',
});

const deferred = startI18n(namespacesFrom(files), namespacesFrom(later));

/**
 * The parts of the first page's namespaces that only later pages and popups show (`locales/ru/later/<namespace>.json`:
 * the section layouts' and the landing's titles, the scam warning, a case's facts), merged into their namespaces.
 */
const laterParts = import.meta.glob<Resource>('../locales/ru/later/*.json', { import: 'default' });
let laterPartsLoaded: Promise<void> | undefined;

/** Loads the later parts of the first page's namespaces (once; again after a failure). */
export function loadLaterTexts(): Promise<void> {
  laterPartsLoaded ??= Promise.all(
    Object.entries(laterParts).map(async ([path, load]) => {
      const name = /([^/]+)\.json$/.exec(path)?.[1];
      if (name) i18n.addResourceBundle('ru', name, await load(), true, false);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      laterPartsLoaded = undefined;
      throw error;
    },
  );
  return laterPartsLoaded;
}

/** Loads the texts of every page but the first (a page route or a popup waits for them with its code). */
export async function loadPageTexts(): Promise<void> {
  await Promise.all([i18n.loadNamespaces(deferred), loadLaterTexts()]);
}

export default i18n;
