import { eq } from 'drizzle-orm';
import { AUTH_PROVIDERS } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { oauthAccounts } from '../../platform/db/schema/index.js';

/** Which sign-in providers are linked to the account. */
export async function getSocials(db: DbOrTx, userId: number) {
  const rows = await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  const linked = new Set(rows.map((r) => r.provider));
  return AUTH_PROVIDERS.map((provider) => ({ provider, linked: linked.has(provider) }));
}
