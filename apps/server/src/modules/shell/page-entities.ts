import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { battles, users } from '../../platform/db/schema/index.js';

/** Whether the thing a client page shows exists: a page of a missing battle or profile answers 404. */
export interface PageEntities {
  battleExists(ulid: string): Promise<boolean>;
  userExists(id: number): Promise<boolean>;
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
const MAX_USER_ID = 2_147_483_647;

export function createPageEntities(db: DbOrTx): PageEntities {
  return {
    async battleExists(ulid) {
      if (!ULID.test(ulid)) return false;
      const [row] = await db.select({ id: battles.id }).from(battles).where(eq(battles.ulid, ulid.toUpperCase())).limit(1);
      return row !== undefined;
    },
    async userExists(id) {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_USER_ID) return false;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
