import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { AppError } from '../../core/app-error.js';
import { PAGE_SIZE, selectRows } from './rows.js';

/** A player's profile as the console shows it. */
export async function getPlayer(db: DbOrTx, userId: number): Promise<Record<string, unknown>> {
  const [row] = await selectRows(
    db,
    sql`
    SELECT u.id, u.login, u.nickname, u.email, u.reg_type, u.steam_id, u.trade_url, u.balance, u.coin_balance, u.bonus_balance,
      u.experience, u.cases_opened, u.spent, u.last_ip, u.created_at, u.last_seen_at, u.banned_at, u.ban_reason, u.board_excluded,
      u.admin, ca.role AS console_role
    FROM users u LEFT JOIN console_accounts ca ON ca.user_id = u.id
    WHERE u.id = ${userId}`,
  );
  if (!row) throw new AppError('userNotFound');
  return row;
}

export const PLAYER_SECTIONS = ['ledger', 'inventory', 'openings', 'battles', 'payments', 'withdrawals', 'sessions', 'limits', 'exclusions'] as const;
export type PlayerSection = (typeof PLAYER_SECTIONS)[number];

const SECTION_QUERIES: Record<PlayerSection, (userId: number) => ReturnType<typeof sql>> = {
  ledger: (u) => sql`SELECT id, created_at, currency, delta, balance_after, reason, ref FROM ledger WHERE user_id = ${u} ORDER BY id DESC`,
  inventory: (u) => sql`
    SELECT ii.id, ii.created_at, i.name, ii.price, ii.status, ii.source FROM inventory_items ii JOIN items i ON i.id = ii.item_id
    WHERE ii.user_id = ${u} ORDER BY ii.id DESC`,
  openings: (u) => sql`
    SELECT o.id, o.created_at, c.name AS case_name, i.name AS item_name, o.currency, o.price_paid
    FROM openings o LEFT JOIN cases c ON c.id = o.case_id LEFT JOIN items i ON i.id = o.item_id
    WHERE o.user_id = ${u} ORDER BY o.id DESC`,
  battles: (u) => sql`
    SELECT b.id AS battle_id, b.created_at, b.status, m.seat, m.stake FROM battle_members m JOIN battles b ON b.id = m.battle_id
    WHERE m.user_id = ${u} ORDER BY m.id DESC`,
  payments: (u) => sql`
    SELECT id, created_at, order_id, provider, status, amount, currency, value, completed_at FROM payments WHERE user_id = ${u} ORDER BY id DESC`,
  withdrawals: (u) => sql`
    SELECT id, created_at, name, price, status, bot, offer_id, failure_code, finished_at FROM withdrawals WHERE user_id = ${u} ORDER BY id DESC`,
  sessions: (u) => sql`SELECT id, created_at, expires_at, ip, user_agent FROM sessions WHERE user_id = ${u} ORDER BY id DESC`,
  // Responsible play, read only: the console shows limits and exclusions and never lifts or loosens them.
  limits: (u) => sql`
    SELECT kind, period, amount, pending_amount, pending_from, updated_at FROM play_limits WHERE user_id = ${u}
    ORDER BY array_position(ARRAY['deposit', 'spend', 'loss'], kind), array_position(ARRAY['day', 'week', 'month'], period)`,
  exclusions: (u) => sql`
    SELECT kind, created_at, until, (until IS NULL OR until > now()) AS in_force FROM play_blocks WHERE user_id = ${u} ORDER BY created_at DESC`,
};

/** One page (newest first) of one of a player's histories. */
export async function getPlayerSection(db: DbOrTx, userId: number, section: PlayerSection, page: number): Promise<Record<string, unknown>[]> {
  return selectRows(db, sql`${SECTION_QUERIES[section](userId)} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`);
}
