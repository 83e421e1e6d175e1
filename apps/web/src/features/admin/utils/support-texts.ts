import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-support.json';

// The support inbox's texts travel with its chunk.
i18n.addResourceBundle('ru', 'adminSupport', texts, true, true);

export const SUPPORT_NS = 'adminSupport';
