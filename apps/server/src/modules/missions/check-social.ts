import { and, eq } from 'drizzle-orm';
import { MISSION_PROGRESS, parseTelegramAccount, parseVkAccount, type Game, type MissionType } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { oauthAccounts, pushSubscriptions, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { SocialCheckers } from './social/social-checker.js';
import { advanceMission, completeMission, getMission, missionDoneMessage } from './mission-store.js';

interface CheckInput {
  userId: number;
  game: Game;
  type: MissionType;
  account?: string | undefined;
}

/** Remembers the player's Telegram chat or VK id for later messages (the notifications module's, handed in by the composition root). */
export type RememberSocialAccount = (tx: DbOrTx, userId: number, ids: { telegramChatId: string } | { vkUserId: string }) => Promise<void>;

/** POST /v1/users/socials/check: checks the mission's condition and, when met, pays its prize once. */
export async function checkSocial(db: Db, checkers: SocialCheckers, rememberAccount: RememberSocialAccount, input: CheckInput) {
  const { userId, type } = input;
  const current = await getMission(db, input.game, userId, type);
  if (current.progress >= MISSION_PROGRESS.done) throw new AppError('mission_already_claimed');
  const met = await conditionMet(db, checkers, rememberAccount, input);
  if (!met.ok) {
    // A mistyped account is not an attempt: the mission stays where it was.
    if (met.code !== 'mission_account_invalid') await advanceMission(db, userId, type, MISSION_PROGRESS.started);
    throw new AppError(met.code);
  }
  const completion = await completeMission(db, input.game, userId, type, met.remember);
  if (!completion) throw new AppError('mission_already_claimed');
  return { status: 'done' as const, msg: missionDoneMessage(completion), mission: await getMission(db, input.game, userId, type) };
}

type Outcome =
  | { ok: true; remember?: (tx: DbOrTx) => Promise<void> }
  | { ok: false; code: 'mission_check_failed' | 'mission_not_done' | 'provider_not_configured' | 'mission_account_invalid' };

async function conditionMet(db: Db, checkers: SocialCheckers, rememberAccount: RememberSocialAccount, { userId, type, account }: CheckInput): Promise<Outcome> {
  switch (type) {
    case 'email':
      // Done only through the link in the letter.
      return { ok: false, code: 'mission_not_done' };
    case 'steam': {
      const [row] = await db.select({ tradeUrl: users.tradeUrl }).from(users).where(eq(users.id, userId));
      return row?.tradeUrl ? { ok: true } : { ok: false, code: 'mission_check_failed' };
    }
    case 'push':
    case 'pushPWA': {
      const where = type === 'pushPWA' ? and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.installed, true)) : eq(pushSubscriptions.userId, userId);
      const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(where).limit(1);
      return row ? { ok: true } : { ok: false, code: 'mission_check_failed' };
    }
    case 'telegram':
    case 'vk': {
      const checker = checkers[type];
      if (!checker) return { ok: false, code: 'provider_not_configured' };
      const typed = account?.trim() || (type === 'vk' ? await linkedVkId(db, userId) : null);
      const parsed = typed ? (type === 'telegram' ? parseTelegramAccount(typed) : parseVkAccount(typed)) : null;
      // The Bot API checks a numeric id only, so a live Telegram check needs one.
      if (!parsed || (type === 'telegram' && checker.mode === 'live' && parsed.kind !== 'id')) return { ok: false, code: 'mission_account_invalid' };
      const found = await checker.member(parsed);
      if (!found) return { ok: false, code: 'mission_check_failed' };
      const { id } = found;
      if (!id) return { ok: true };
      const ids = type === 'telegram' ? { telegramChatId: id } : { vkUserId: id };
      return { ok: true, remember: (tx) => rememberAccount(tx, userId, ids) };
    }
  }
}

async function linkedVkId(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, 'vk')));
  return row?.id ?? null;
}
