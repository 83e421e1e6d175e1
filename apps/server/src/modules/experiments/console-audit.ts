import type { AuditAction } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';

/** One change the console made here, as its audit log records it. */
export interface ExperimentChange {
  action: Extract<AuditAction, `experiment.${string}`>;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Writes the audit row of a change in the change's own transaction; the console passes it in with its actor. */
export type AuditChange = (tx: DbOrTx, change: ExperimentChange) => Promise<void>;
