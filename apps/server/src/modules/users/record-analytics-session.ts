import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AnalyticsSessionRequest } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { analyticsSessions } from '../../platform/db/schema/index.js';

type Input = z.infer<typeof AnalyticsSessionRequest>;

/** Stores a marketing session (utm and click data) for attribution. */
export async function recordAnalyticsSession(
  db: DbOrTx,
  input: Input,
  context: { userId: number | null; userAgent?: string | undefined; ip: string },
): Promise<{ sessionId: string }> {
  const sessionId = randomUUID();
  const utm: Record<string, string> = {};
  for (const key of ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const) {
    const value = input[key];
    if (value) utm[key] = value;
  }
  await db.insert(analyticsSessions).values({
    id: sessionId,
    userId: context.userId,
    sessionUrl: input.sessionUrl ?? input.url ?? null,
    fbp: input.fbp ?? null,
    fbc: input.fbc ?? null,
    utm,
    clickId: input.clickId ?? null,
    referrer: input.referrer ?? null,
    userAgent: context.userAgent?.slice(0, 350) ?? null,
    ip: context.ip,
  });
  return { sessionId };
}
