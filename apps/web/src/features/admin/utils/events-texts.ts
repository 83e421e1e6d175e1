import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-events.json';

// The content editors' texts travel with the console's chunk.
i18n.addResourceBundle('ru', 'adminEvents', texts, true, true);

export const EVENTS_NS = 'adminEvents';
