import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin-content.json';

// The content editors' texts travel with the console's chunk.
i18n.addResourceBundle('ru', 'adminContent', texts, true, true);

export const CONTENT_NS = 'adminContent';
