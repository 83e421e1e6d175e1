import { asc, eq, inArray } from 'drizzle-orm';
import { BattlePassContent, fromWire, toWire, type Game } from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { battlePassLevels, cases } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { replaceBattlePassLevels } from '../events/battle-pass-store.js';
import type { ConsoleActor } from './console-roles.js';
import { listContentVersions, publishDraft, readContentDraft, type ApplyContent } from './content-versions.js';
import { eventRow, phaseOf } from './event-editor.js';

type EventRow = Awaited<ReturnType<typeof eventRow>>;

async function passContentOf(db: DbOrTx, eventId: number): Promise<BattlePassContent> {
  const rows = await db.select().from(battlePassLevels).where(eq(battlePassLevels.eventId, eventId)).orderBy(asc(battlePassLevels.level));
  return {
    levels: rows.map((l) => ({ level: l.level, cost: toWire(l.cost), rewardCoins: toWire(l.rewardCoins), rewardMoney: toWire(l.rewardMoney), rewardCases: l.rewardCases })),
  };
}

export async function getBattlePassEditor(db: Db, eventId: number) {
  const e = await eventRow(db, eventId);
  const draft = await readContentDraft(db, 'battle_pass', eventId);
  const live = await passContentOf(db, eventId);
  return {
    type: 'battle_pass' as const,
    id: eventId,
    slug: e.slug,
    ...phaseOf(e),
    live,
    draft: draft ? BattlePassContent.parse(draft) : null,
    versions: await listContentVersions(db, 'battle_pass', eventId),
  };
}

/** An ended event's pass is final; every case a level gives exists in the site's game. */
export async function checkPass(tx: DbOrTx, game: Game, e: EventRow, content: BattlePassContent, now = new Date()): Promise<void> {
  if (phaseOf(e, now).ended) throw new AppError('content_ended');
  const ids = [...new Set(content.levels.flatMap((l) => l.rewardCases.map((c) => c.caseId)))];
  if (ids.length === 0) return;
  const found = await tx.select({ id: cases.id, game: cases.game }).from(cases).where(inArray(cases.id, ids));
  const missing = ids.filter((id) => !found.some((c) => c.id === id && c.game === game));
  if (missing.length > 0) throw new AppError('content_case_missing', { cases: missing });
}

/**
 * Replaces the event's levels with the version's; each level names the version, and a claim records the version
 * of the level row it read. Claims already made, and what they paid, stay as they were.
 */
export const applyBattlePass: ApplyContent = async (tx, eventId, raw, version) => {
  const content = BattlePassContent.parse(raw);
  await replaceBattlePassLevels(
    tx,
    eventId,
    content.levels.map((l) => ({
      eventId,
      level: l.level,
      cost: fromWire(l.cost),
      rewardCoins: fromWire(l.rewardCoins),
      rewardMoney: fromWire(l.rewardMoney),
      rewardCases: l.rewardCases,
      contentVersion: version,
    })),
  );
};

export async function publishBattlePass(db: Db, actor: ConsoleActor, game: Game, eventId: number, note: string, reason: string | null): Promise<{ version: number }> {
  return publishDraft<BattlePassContent, BattlePassContent>(db, actor, 'battle_pass', eventId, { note, reason }, async (tx) => {
    const e = await eventRow(tx, eventId, true);
    return {
      parse: (raw) => BattlePassContent.parse(raw),
      check: (content) => checkPass(tx, game, e, content),
      current: () => passContentOf(tx, eventId),
      isBaseline: (current) => current.levels.length > 0,
      apply: applyBattlePass,
    };
  });
}

export async function checkPassRollback(tx: Tx, game: Game, eventId: number, raw: unknown): Promise<void> {
  await checkPass(tx, game, await eventRow(tx, eventId, true), BattlePassContent.parse(raw));
}
