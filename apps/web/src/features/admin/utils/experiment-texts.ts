import i18n from '../../../lib/i18n-core';
import texts from '../../../locales/ru/admin-experiments.json';

// The experiments pages' texts travel with their chunk.
i18n.addResourceBundle('ru', 'adminExperiments', texts, true, true);

export const EXPERIMENTS_NS = 'adminExperiments';
