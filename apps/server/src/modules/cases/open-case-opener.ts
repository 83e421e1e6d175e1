import type { Db } from '../../db/index.js';
import { createBatcher, createSingleBatcher, type BatchOptions, type Batcher, type BatcherStats } from '../../db/request-batcher.js';
import type { LoadedCase } from './case-catalog.js';
import { runOpenBatch } from './open-case-batch.js';
import { assertOpenable, openCaseChecked, type OpenedCase } from './open-case.js';
import type { OpenRequest } from './open-case-plan.js';

export type OpenBatchOptions = BatchOptions;
export type OpenerStats = BatcherStats;

export interface CaseOpener {
  readonly batched: boolean;
  stats(): OpenerStats;
  open(userId: number, c: LoadedCase, opens: number, now?: Date): Promise<OpenedCase>;
  /** Sends what is waiting and resolves when every batch in flight is done. */
  drain(): Promise<void>;
}

const single = (db: Db) => (r: OpenRequest) => openCaseChecked(db, r.userId, r.c, r.opens);

function opener(batcher: Batcher<OpenRequest, OpenedCase>): CaseOpener {
  return {
    batched: batcher.batched,
    stats: () => batcher.stats(),
    open(userId, c, opens, now = new Date()) {
      assertOpenable(c, now);
      return batcher.submit({ userId, c, opens });
    },
    drain: () => batcher.drain(),
  };
}

/** Opens through batches: requests that arrive within the window share one transaction (see request-batcher.ts). */
export function createBatchedOpener(db: Db, options: OpenBatchOptions): CaseOpener {
  return opener(createBatcher({ runBatch: (requests) => runOpenBatch(db, requests), runSingle: single(db) }, options));
}

/** The single path behind the same interface (PGlite, or batching switched off). */
export function createSingleOpener(db: Db): CaseOpener {
  return opener(createSingleBatcher(single(db)));
}
