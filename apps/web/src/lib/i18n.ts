/**
 * i18next with every `src/locales/ru/*.json` loaded as a namespace named after its file,
 * plus the domain's error catalogue texts as the `errors` namespace (never copied), loaded when needed.
 * The namespaces of pages other than the first one, and of the popups that open by themselves, load
 * with their page (router.tsx) or their popups (app/root.tsx) or, failing that, on first use, so the
 * first page does not download every text of the site.
 * The console's texts (admin*.json) come with the console's own code and are never part of a player's download.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resource = Record<string, unknown>;

const files = import.meta.glob<Resource>(
  ['../locales/ru/*.json', '!../locales/ru/{auth,daily,legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,responsible-play,stats}.json',
    // Every console namespace (admin*.json) comes with the console's code.
    '!../locales/ru/admin*.json'],
  { eager: true, import: 'default' },
);
const later = import.meta.glob<Resource>('../locales/ru/{auth,daily,legal,fairness,provably-fair,inventory,upgrades,contracts,profile,faq,techies,battles,payments,events,offers,leaderboards,bonuses,push,responsible-play,stats}.json', {
  import: 'default',
});

function nameOf(path: string): string | undefined {
  return /([^/]+)\.json$/.exec(path)?.[1];
}

function namespacesFrom<T>(modules: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, resource] of Object.entries(modules)) {
    const name = nameOf(path);
    if (name) out[name] = resource;
  }
  return out;
}

const ru = namespacesFrom(files);
const deferred: Record<string, () => Promise<Resource>> = {
  ...namespacesFrom(later),
  // The error texts show only after a failed call: the code that can fail loads them first.
  errors: () => import('../../../../packages/domain/src/locales/ru/errors.json').then((m) => m.default),
};

const deferredBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(_language: string, namespace: string, callback: ReadCallback) {
    const load = deferred[namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(deferredBackend)
  .use(initReactI18next)
  .init({
    lng: 'ru',
    fallbackLng: 'ru',
    supportedLngs: ['ru'],
    resources: { ru },
    // Namespaces missing from `resources` come from the backend above.
    partialBundledLanguages: true,
    ns: Object.keys(ru),
    defaultNS: 'common',
    initAsync: false,
    // React escapes output itself; escaping here would turn '/' in paths into entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

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
      const name = nameOf(path);
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
  await Promise.all([i18n.loadNamespaces(Object.keys(deferred)), loadLaterTexts()]);
}

export default i18n;
