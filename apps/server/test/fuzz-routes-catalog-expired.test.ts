import { describeRouteFuzz } from './fuzz-routes-suite.js';

// Every path with caches expired: a reload asked for inside a transaction must use that transaction.
describeRouteFuzz('reloaded on every read', { CATALOG_TTL_MS: '0' });
