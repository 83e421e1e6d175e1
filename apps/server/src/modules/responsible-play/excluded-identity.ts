import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { playBlocks, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';

export interface Identity {
  email?: string | null;
  steamId?: string | null;
  tradeUrl?: string | null;
  /** The account itself (setting its own trade link is not a new sign-up). */
  exceptUserId?: number;
}

/** The Steam account a trade link points to (its `partner` number), or null. */
export function tradePartner(url: string | null | undefined): string | null {
  return url ? (/[?&]partner=(\d+)/.exec(url)?.[1] ?? null) : null;
}

const u = alias(users, 'u');
const b = alias(playBlocks, 'b');

/**
 * Refuses a new account (or a trade link on another account) with the e-mail, Steam account or
 * trade link of a player whose self-exclusion is running: the exclusion cannot be escaped by signing
 * up again.
 */
export async function refuseExcludedIdentity(db: DbOrTx, identity: Identity): Promise<void> {
  const email = identity.email?.trim().toLowerCase() || null;
  const steamId = identity.steamId || null;
  const partner = tradePartner(identity.tradeUrl);
  if (!email && !steamId && !partner) return;
  const result = (await db.execute(sql`
    SELECT 1 FROM ${tableAs(users, u)} JOIN ${tableAs(playBlocks, b)} ON ${b.userId} = ${u.id}
    WHERE ${b.kind} = 'exclusion' AND (${b.until} IS NULL OR ${b.until} > now()) AND ${u.id} <> ${identity.exceptUserId ?? 0}
      AND ((${email}::text IS NOT NULL AND lower(${u.email}) = ${email})
        OR (${steamId}::text IS NOT NULL AND ${u.steamId} = ${steamId})
        OR (${partner}::text IS NOT NULL AND substring(${u.tradeUrl} from '[?&]partner=([0-9]+)') = ${partner}))
    LIMIT 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) throw new AppError('signup_excluded');
}
