import type { ExposureBatch, ExposureBatchResponse, FlagValues, Vardata } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The site's experiment calls: the visitor's variants and flags, and the exposures its queue sends. */
export const experimentsApi = {
  vardata: endpoint<typeof Vardata>()('experiments.vardata', 'GET', '/sdk/v2/vardata'),
  flags: endpoint<typeof FlagValues>()('experiments.flags', 'GET', '/sdk/v2/flags'),
  exposures: endpoint<typeof ExposureBatchResponse, typeof ExposureBatch>()('experiments.exposures', 'POST', '/sdk/v2/exposures'),
} as const;
