import { randomInt } from 'node:crypto';
import type { Game } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { fireWelcomeTrigger } from '../offers/triggers.js';
import { registerPlayer } from '../profile/register-player.js';
import { randomText } from '../../platform/random-text.js';
import { hashPassword } from './passwords.js';
import type { SessionMeta } from '../../platform/http/session-store.js';
import { recordSignals, hasSamePersonAccount } from '../risk/account-signals.js';
import { openSession, sessionSignals } from './open-session.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { confirmAge } from '../users/confirm-age.js';

export interface QuickRegistration {
  login: string;
  password: string;
  accessToken: string;
}

const LOGIN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * The public name of a new account: drawn apart from the login, so the profile, the live drops and the
 * battles never show what signs in (the player sees the login once, with the password).
 */
function quickNickname(): string {
  return `player_${randomInt(100_000, 1_000_000)}`;
}

/**
 * Creates an account with a generated login, password and nickname, and its welcome offer (once per person), and signs
 * it in. `adultConfirmed` is the player's own 18+ tick: recorded with its time; a client that sends none records nothing.
 */
export async function quickRegister(db: Db, game: Game, meta: SessionMeta, adultConfirmed = false): Promise<QuickRegistration> {
  const password = randomText(12);
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; ; attempt += 1) {
    const login = `tasty_${randomText(8, LOGIN_ALPHABET)}`;
    try {
      return await db.transaction(async (tx) => {
        const userId = await registerPlayer(tx, { regType: 'quick', login, passwordHash, nickname: quickNickname(), ip: meta.ip ?? null });
        if (adultConfirmed) await confirmAge(tx, userId);
        // The welcome offer is once per person: a new account on a device another account used gets none.
        await recordSignals(tx, userId, sessionSignals(meta));
        if (!(await hasSamePersonAccount(tx, userId))) await fireWelcomeTrigger(tx, game, userId);
        const accessToken = await openSession(tx, userId, meta);
        return { login, password, accessToken };
      });
    } catch (error) {
      // A login collision (1 in 32^8) is retried with a new login.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
