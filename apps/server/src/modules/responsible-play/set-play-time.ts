import type { PlayTimeSettingsRequest } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { playSettings } from '../../platform/db/schema/index.js';

/** Sets how often the reality check shows and the daily play-time limit (null: none). */
export async function setPlayTime(db: DbOrTx, userId: number, settings: PlayTimeSettingsRequest): Promise<void> {
  await db
    .insert(playSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: playSettings.userId, set: settings });
}
