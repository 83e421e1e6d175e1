import type { BattlePassContent, ContentKind, EventContent, Game, LeaderboardContent } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { applyBattlePass, checkPass, checkPassRollback } from './battle-pass-editor.js';
import type { ConsoleActor } from './console-roles.js';
import { rollbackContent, saveContentDraft } from './content-versions.js';
import { applyEvent, checkEventContent, checkEventRollback, eventRow } from './event-editor.js';
import { applyLeaderboard, checkLeaderboardDraft, checkLeaderboardRollback } from './leaderboard-editor.js';

/** Saves an event's draft once it passes the checks a publish makes. */
export async function saveEventDraft(db: Db, actor: ConsoleActor, game: Game, id: number, content: EventContent): Promise<void> {
  await checkEventContent(db, game, content, await eventRow(db, id));
  await saveContentDraft(db, actor, 'event', id, content);
}

export async function saveLeaderboardDraft(db: Db, actor: ConsoleActor, game: Game, id: number, content: LeaderboardContent): Promise<void> {
  await checkLeaderboardDraft(db, game, id, content);
  await saveContentDraft(db, actor, 'leaderboard', id, content);
}

export async function saveBattlePassDraft(db: Db, actor: ConsoleActor, game: Game, eventId: number, content: BattlePassContent): Promise<void> {
  await checkPass(db, game, await eventRow(db, eventId), content);
  await saveContentDraft(db, actor, 'battle_pass', eventId, content);
}

/** Rolls any event, leaderboard or battle pass back to one of its versions, checked as a publish would be. */
export function rollbackContentVersion(db: Db, actor: ConsoleActor, game: Game, versionId: number, reason: string, rtpCeiling: number): Promise<{ version: number }> {
  const byKind = {
    event: { apply: applyEvent(game, rtpCeiling), check: (tx, id, raw) => checkEventRollback(tx, game, id, raw) },
    leaderboard: { apply: applyLeaderboard, check: (tx, id, raw) => checkLeaderboardRollback(tx, game, id, raw) },
    battle_pass: { apply: applyBattlePass, check: (tx, id, raw) => checkPassRollback(tx, game, id, raw) },
  } satisfies Record<ContentKind, Parameters<typeof rollbackContent>[4] extends (k: ContentKind) => infer R ? R : never>;
  return rollbackContent(db, actor, versionId, reason, (kind) => byKind[kind]);
}
