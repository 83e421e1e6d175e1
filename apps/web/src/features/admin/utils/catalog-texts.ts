import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-catalog.json';

// The catalog pages' texts travel with the console's chunk.
i18n.addResourceBundle('ru', 'adminCatalog', texts, true, true);

export const CATALOG_NS = 'adminCatalog';
