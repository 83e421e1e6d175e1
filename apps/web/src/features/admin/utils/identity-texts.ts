import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-identity.json';

// The identity pages' texts travel with their chunk.
i18n.addResourceBundle('ru', 'adminIdentity', texts, true, true);

export const IDENTITY_NS = 'adminIdentity';
