import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.js';

/**
 * The data-modifying statement that marks the user `userId` (an SQL expression) as seen now, at most once a
 * minute: the session lookup runs it in its own statement (platform's touchSession, given it by the composition root).
 */
export function markSeenSql(userId: SQL): SQL {
  return sql`UPDATE ${users} SET last_seen_at = now()
      WHERE ${users.id} = ${userId} AND ${users.lastSeenAt} < now() - interval '1 minute'`;
}
