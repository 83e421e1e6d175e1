import type { InfoPopup } from '@tastydrop/domain';
import { levelState } from '@tastydrop/domain';
import type { DbOrTx } from '../../db/index.js';
import { findCurrentEvent } from './current-event.js';
import { getBattlePass } from './get-battle-pass.js';

/** GET /v1/popup/info: the battle pass levels waiting to be claimed (daily cases join with their feature). */
export async function getInfoPopup(db: DbOrTx, userId: number): Promise<InfoPopup> {
  const event = await findCurrentEvent(db);
  if (!event || event.startsAt > new Date()) return { chaleng: { levels: [] }, dailyCase: [] };
  const pass = await getBattlePass(db, event, userId);
  const levels = pass.levels
    .filter((l) => levelState(l) === 'done')
    .map((l) => ({ id: l.level, level: l.level, reward: rewardText(l), type: 'battlepass' as const }));
  return { chaleng: { levels }, dailyCase: [] };
}

/** "Золотой ×1, 1000 RUB": the level's cases with their opens, then its money and coins. */
function rewardText(l: { balanceData: { coins: number; money: number }; caseData: { name: string; amount: number }[] }): string {
  const parts = l.caseData.map((c) => `${c.name} ×${c.amount}`);
  if (l.balanceData.money > 0) parts.push(`${l.balanceData.money} RUB`);
  if (l.balanceData.coins > 0 || parts.length === 0) parts.push(`${l.balanceData.coins} TASTY_COIN`);
  return parts.join(', ');
}
