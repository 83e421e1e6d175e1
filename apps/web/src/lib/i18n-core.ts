/**
 * The one i18next instance, started by the entry of the page (lib/i18n.ts for the site, console-main.tsx for the
 * operator console) with the namespaces that page bundles and those it loads when first needed. Shared modules
 * (the query client, the alerts, the console's own) import the instance from here, so neither page's texts come
 * with them.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Resource = Record<string, unknown>;
export type ResourceLoader = () => Promise<Resource>;

/** The error texts show only after a failed call: the code that can fail loads them first. */
const loadErrors: ResourceLoader = () => import('../../../../packages/domain/src/locales/ru/errors.json').then((m) => m.default);

/** `src/locales/ru/<name>.json` → `<name>`. */
export function namespacesFrom<T>(modules: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, resource] of Object.entries(modules)) {
    const name = /([^/]+)\.json$/.exec(path)?.[1];
    if (name) out[name] = resource;
  }
  return out;
}

/**
 * Starts the instance in Russian with `bundled` namespaces in hand and `deferred` ones (plus the error texts)
 * loaded on first use. Returns the names it can load later.
 */
export function startI18n(bundled: Record<string, Resource>, deferred: Record<string, ResourceLoader>): string[] {
  const loaders: Record<string, ResourceLoader> = { ...deferred, errors: deferred.errors ?? loadErrors };
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(_language: string, namespace: string, callback: ReadCallback) {
      const load = loaders[namespace];
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
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: 'ru',
      fallbackLng: 'ru',
      supportedLngs: ['ru'],
      resources: { ru: bundled },
      // Namespaces missing from `resources` come from the backend above.
      partialBundledLanguages: true,
      ns: Object.keys(bundled),
      defaultNS: 'common',
      initAsync: false,
      // React escapes output itself; escaping here would turn '/' in paths into entities.
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return Object.keys(loaders);
}

export default i18n;
