/**
 * i18next with every `src/locales/ru/*.json` loaded as a namespace named after its file,
 * plus the domain's error catalogue texts as the `errors` namespace (never copied).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import errors from '../../../../packages/domain/src/locales/ru/errors.json';

type Resource = Record<string, unknown>;

const files = import.meta.glob<Resource>('../locales/ru/*.json', { eager: true, import: 'default' });

export function namespacesFrom(modules: Record<string, Resource>): Record<string, Resource> {
  const out: Record<string, Resource> = {};
  for (const [path, resource] of Object.entries(modules)) {
    const name = /([^/]+)\.json$/.exec(path)?.[1];
    if (name) out[name] = resource;
  }
  return out;
}

const ru = { ...namespacesFrom(files), errors };

void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru'],
  resources: { ru },
  ns: Object.keys(ru),
  defaultNS: 'common',
  initAsync: false,
  // React escapes output itself; escaping here would turn '/' in paths into entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export default i18n;
