import { validateSteamLogin, validateTradeUrl } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { refuseExcludedIdentity, tradePartner } from '../responsible-play/excluded-identity.js';
import { recordSignals } from '../risk/account-signals.js';
import { AppError } from '../../core/app-error.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { assertSteamLoginAvailable } from '../withdrawals/partner-login.js';
import { saveSteamData } from '../users/save-steam-data.js';

export interface SteamDataInput {
  link?: string | undefined;
  login?: string | undefined;
}

/**
 * Saves the trade link and/or platform login after the trade-URL and login rules of the domain; a login
 * already named by STEAM_LOGIN_MAX_ACCOUNTS other accounts is refused (`steamLogin`, on the login field).
 */
export async function setSteamData(db: Db, userId: number, input: SteamDataInput) {
  const fields: Record<string, string> = {};
  if (input.link !== undefined) {
    const error = validateTradeUrl(input.link);
    if (error) fields.link = error;
  }
  if (input.login !== undefined) {
    const error = validateSteamLogin(input.login);
    if (error) fields.login = error;
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation', { fields });
  const patch: { tradeUrl?: string; steamLogin?: string } = {};
  if (input.link !== undefined) {
    patch.tradeUrl = input.link.trim();
    await refuseExcludedIdentity(db, { tradeUrl: patch.tradeUrl, exceptUserId: userId });
  }
  const login = input.login?.trim();
  if (login !== undefined) patch.steamLogin = login;
  const row = await withTransaction(db, async (tx) => {
    if (login !== undefined) await assertSteamLoginAvailable(tx, userId, login);
    // The platform account a trade link delivers to links accounts that name it (docs/decisions/058).
    if (patch.tradeUrl !== undefined) await recordSignals(tx, userId, [{ kind: 'trade', value: tradePartner(patch.tradeUrl) }]);
    return saveSteamData(tx, userId, patch);
  });
  if (!row) throw new AppError('userNotFound');
  return { message: 'steam_data_saved_successfully', steam: row };
}
