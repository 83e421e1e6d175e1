import { z } from 'zod';
import { CaseCard } from './cases.js';
import { LevelCaseRef } from './users.js';

/** A daily (level) case as /v1/cases/daily lists it. */
export const DailyCase = CaseCard.extend({
  levelFrom: z.number().int(),
  levelTo: z.number().int(),
  state: z.enum(['available', 'cooldown', 'locked', 'passed']),
  /** Seconds until it can be opened again (0 when it can now or is not the player's). */
  nextOpenIn: z.number().int(),
});
export type DailyCase = z.infer<typeof DailyCase>;

/** GET /v1/cases/daily/info: the countdown of the header's daily entry. */
export const DailyCasesInfo = z.object({
  userLevel: z.number().int(),
  band: z.object({ from: z.number().int(), to: z.number().int() }),
  /** Seconds until the next daily case (0: one is available now). */
  nearestCaseTime: z.number().int(),
  /** When the next daily case opens (null: now). */
  availableAt: z.string().nullable(),
  currentCase: LevelCaseRef.nullable(),
  nextLevelCaseData: LevelCaseRef.nullable(),
  availableCases: z.array(LevelCaseRef),
});
export type DailyCasesInfo = z.infer<typeof DailyCasesInfo>;

/** A free case granted to the player with its counters. */
export const FreeCase = CaseCard.extend({
  grantId: z.number().int(),
  source: z.string(),
  /** Opens left (counter type quantity). */
  remaining: z.number().int(),
});
export type FreeCase = z.infer<typeof FreeCase>;

export const FreeCaseOpenParams = z.object({ grantId: z.coerce.number().int().positive().max(2_147_483_647) });
