import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-content.json';

// The promo code and offer editors' texts travel with the console's chunk.
i18n.addResourceBundle('ru', 'adminContent', texts, true, true);

export const CONTENT_NS = 'adminContent';
