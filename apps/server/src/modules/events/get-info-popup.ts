import type { Game, InfoPopup } from '@tastydrop/domain';
import { levelState } from '@tastydrop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases } from '../../platform/db/schema/index.js';
import { getDailyInfo } from '../daily-cases/get-daily-cases.js';
import { findCurrentEvent } from './current-event.js';
import { getBattlePass } from './get-battle-pass.js';

/** GET /v1/popup/info: the battle pass levels waiting to be claimed and the daily cases that can be opened now. */
export async function getInfoPopup(db: DbOrTx, game: Game, userId: number, now = new Date()): Promise<InfoPopup> {
  const [levels, dailyCase] = await Promise.all([claimableLevels(db, userId, now), openableDailyCases(db, game, userId, now)]);
  return { chaleng: { levels }, dailyCase };
}

async function claimableLevels(db: DbOrTx, userId: number, now: Date): Promise<InfoPopup['chaleng']['levels']> {
  const event = await findCurrentEvent(db);
  if (!event || event.startsAt > now) return [];
  const pass = await getBattlePass(db, event, userId);
  return pass.levels
    .filter((l) => levelState(l) === 'done')
    .map((l) => ({ id: l.level, level: l.level, reward: rewardText(l), type: 'battlepass' as const }));
}

async function openableDailyCases(db: DbOrTx, game: Game, userId: number, now: Date): Promise<InfoPopup['dailyCase']> {
  const available = (await getDailyInfo(db, game, userId, now)).availableCases;
  if (available.length === 0) return [];
  const rows = await db
    .select({ id: cases.id, appearance: cases.appearance })
    .from(cases)
    .where(inArray(cases.id, available.map((c) => c.id)));
  const image = new Map(rows.map((r) => [r.id, r.appearance.image]));
  return available.map((c) => ({ id: c.id, img: image.get(c.id) ?? '', name: c.caseName, url: c.link }));
}

/** "Золотой ×1, 1000 RUB": the level's cases with their opens, then its money and coins. */
function rewardText(l: { balanceData: { coins: number; money: number }; caseData: { name: string; amount: number }[] }): string {
  const parts = l.caseData.map((c) => `${c.name} ×${c.amount}`);
  if (l.balanceData.money > 0) parts.push(`${l.balanceData.money} RUB`);
  if (l.balanceData.coins > 0 || parts.length === 0) parts.push(`${l.balanceData.coins} TASTY_COIN`);
  return parts.join(', ');
}
