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
    '!../locales/ru/{legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,responsible-play,admin,admin-catalog,admin-content,admin-events,stats}.json',
  ],
  { eager: true, import: 'default' },
);
const later = import.meta.glob<Resource>('../locales/ru/{legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,responsible-play,stats}.json', {
  import: 'default',
});

const deferred = startI18n(namespacesFrom(files), namespacesFrom(later));

/** Loads the texts of every page but the first (a page route or a popup waits for them with its code). */
export function loadPageTexts(): Promise<void> {
  return i18n.loadNamespaces(deferred);
}

export default i18n;
