import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { consoleAccounts, settings } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { getSetting, setSetting } from '../shell/operator-settings.js';
import { setAdminFlag } from '../users/set-admin-flag.js';
import { recordAudit } from './audit.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function hasOwner(db: DbOrTx): Promise<boolean> {
  const [owner] = await db.select({ userId: consoleAccounts.userId }).from(consoleAccounts).where(eq(consoleAccounts.role, 'owner')).limit(1);
  return Boolean(owner);
}

/**
 * A site with no owner yet gets a one-time link that makes whoever opens it, signed in, the owner (as self-hosted
 * products hand over a fresh install). Each start of such a site makes a new link and the old one stops working;
 * a site that has an owner makes none (null).
 */
export async function issueOwnerClaim(db: Db): Promise<string | null> {
  if (await hasOwner(db)) return null;
  const token = randomBytes(24).toString('base64url');
  await setSetting(db, 'ownerClaim', hashOf(token));
  return token;
}

/** Makes the signed-in player the site's first owner with the start's one-time token; the token is used up. */
export async function claimOwner(db: Db, userId: number, token: string): Promise<{ role: 'owner' }> {
  return db.transaction(async (tx) => {
    // One claim at a time: the first to lock the setting's row takes the site.
    await tx.execute(sql`SELECT 1 FROM ${settings} WHERE ${settings.key} = 'ownerClaim' FOR UPDATE`);
    const stored = await getSetting(tx, 'ownerClaim');
    const given = Buffer.from(hashOf(token));
    if (!stored || stored.length !== given.length || !timingSafeEqual(Buffer.from(stored), given) || (await hasOwner(tx))) throw new AppError('owner_claim_invalid');
    await tx.insert(consoleAccounts).values({ userId, role: 'owner', grantedBy: null }).onConflictDoUpdate({ target: consoleAccounts.userId, set: { role: 'owner' } });
    await setAdminFlag(tx, userId, true);
    await setSetting(tx, 'ownerClaim', '');
    await recordAudit(tx, null, { action: 'role.grant', target: `user:${userId}`, before: { role: null }, after: { role: 'owner', via: 'owner_link' } });
    return { role: 'owner' as const };
  });
}
