/**
 * The console page's texts (console-main.tsx imports this first, before any module that uses the instance): the
 * console's own namespace and the error texts its screens show, bundled with its code; none of the site's pages'.
 * The other console namespaces (catalog, content, events) are added by their pages' chunks.
 */
import errors from '../../../../../packages/domain/src/locales/ru/errors.json';
import { startI18n } from '../../lib/i18n-core';
import admin from '../../locales/ru/admin.json';

startI18n({ admin, errors }, {});
