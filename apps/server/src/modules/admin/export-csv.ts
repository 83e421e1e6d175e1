import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import type { ROLES } from './routes.js';
import { selectRows } from './rows.js';

/** Rows read per query while a table streams out: memory stays bounded whatever the table's size. */
export const EXPORT_BATCH = 1000;

export interface ExportFilter {
  /** Only this player's rows (tables that belong to players). */
  userId?: number | undefined;
  /** Rows since this moment. */
  from?: string | undefined;
  /** Rows before this moment. */
  to?: string | undefined;
}

interface ExportTable {
  /** Who may export it: a line of the console's role table. */
  roles: keyof typeof ROLES;
  /** A query whose rows have a unique integer `id` and a `created_at`, with `u` as the player's id column. */
  base: SQL;
  /** The column naming the player, for `userId`. */
  userColumn: string | null;
}


/** Every table the console can export whole, with who may export it. */
export const EXPORT_TABLES = {
  audit: {
    roles: 'oversight',
    base: sql`SELECT a.id, a.at AS created_at, a.actor_id, u.login AS actor_login, a.actor_role, a.ip, a.action, a.target,
      a.before::text AS before, a.after::text AS after, a.reason FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`,
    userColumn: null,
  },
  players: {
    roles: 'players',
    base: sql`SELECT u.id, u.created_at, u.login, u.nickname, u.email, u.reg_type, u.steam_id, u.balance, u.coin_balance, u.spent,
      u.cases_opened, u.last_ip, u.last_seen_at, u.banned_at, u.ban_reason, u.board_excluded, u.id AS user_id FROM users u
      WHERE NOT u.is_fake AND NOT u.is_bot`,
    userColumn: 'user_id',
  },
  ledger: {
    roles: 'players',
    base: sql`SELECT id, created_at, user_id, currency, delta, balance_after, reason, ref FROM ledger`,
    userColumn: 'user_id',
  },
  payments: {
    roles: 'money',
    base: sql`SELECT p.id, p.created_at, p.order_id, p.user_id, p.provider, p.provider_payment_id, p.status, p.amount, p.currency,
      p.value, p.bonus_money, p.bonus_coins, p.completed_at,
      (SELECT r.status FROM payment_refunds r WHERE r.payment_id = p.id ORDER BY r.id DESC LIMIT 1) AS refund FROM payments p`,
    userColumn: 'user_id',
  },
  refunds: {
    roles: 'money',
    base: sql`SELECT r.id, r.created_at, r.payment_id, p.order_id, p.user_id, r.value, r.status, r.provider_refund_id, r.failure,
      r.requested_by, r.reason, r.finished_at FROM payment_refunds r JOIN payments p ON p.id = r.payment_id`,
    userColumn: 'user_id',
  },
  withdrawals: {
    roles: 'money',
    base: sql`SELECT id, created_at, user_id, name, price, status, provider, bot, offer_id, failure_code, finished_at FROM withdrawals`,
    userColumn: 'user_id',
  },
  openings: {
    roles: 'business',
    base: sql`SELECT o.id, o.created_at, o.user_id, c.slug AS case_slug, i.name AS item_name, o.currency, o.price_paid
      FROM openings o LEFT JOIN cases c ON c.id = o.case_id LEFT JOIN items i ON i.id = o.item_id`,
    userColumn: 'user_id',
  },
  'promo-codes': {
    roles: 'content',
    base: sql`SELECT id, created_at, code, type, percent_bp, sum, flex_offers::text AS flex_offers, free_cases::text AS free_cases,
      max_uses, max_uses_per_user, used_count, expires_at, active FROM promo_codes`,
    userColumn: null,
  },
  'support-messages': {
    roles: 'support',
    base: sql`SELECT id, created_at, email, user_id, message, ip, answered_at FROM contact_messages`,
    userColumn: 'user_id',
  },
  analytics: {
    roles: 'business',
    base: sql`SELECT id, created_at, kind, session_id, user_id, path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
      name, place, language, landing_page, screen_width, screen_height FROM analytics_events`,
    userColumn: 'user_id',
  },
} as const satisfies Record<string, ExportTable>;

export type ExportTableName = keyof typeof EXPORT_TABLES;
export const EXPORT_TABLE_NAMES = Object.keys(EXPORT_TABLES) as ExportTableName[];

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * A whole table as CSV, newest first, read in batches of EXPORT_BATCH by descending id so that a table of any
 * size streams out without being held in memory. The first line names the columns; a UTF-8 byte order mark lets
 * spreadsheet programs read Cyrillic.
 */
export async function* exportRows(db: Db, table: ExportTableName, filter: ExportFilter): AsyncGenerator<string> {
  const spec: ExportTable = EXPORT_TABLES[table];
  const userColumn = spec.userColumn ? sql.raw(`t.${spec.userColumn}`) : null;
  let after: number | null = null;
  let header: string[] | null = null;
  yield '\uFEFF';
  for (;;) {
    const rows: Record<string, unknown>[] = await selectRows(
      db,
      sql`SELECT * FROM (${spec.base}) t
        WHERE (${after}::bigint IS NULL OR t.id < ${after})
          ${userColumn && filter.userId !== undefined ? sql`AND ${userColumn} = ${filter.userId}` : sql``}
          ${filter.from ? sql`AND t.created_at >= ${filter.from}::timestamptz` : sql``}
          ${filter.to ? sql`AND t.created_at < ${filter.to}::timestamptz` : sql``}
        ORDER BY t.id DESC LIMIT ${EXPORT_BATCH}`,
    );
    if (header === null) {
      header = rows[0] ? Object.keys(rows[0]) : ['id'];
      yield line(header);
    }
    const cols = header;
    if (rows.length > 0) yield rows.map((r) => line(cols.map((c) => r[c]))).join('');
    if (rows.length < EXPORT_BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Writes the audit row of an export (who took which table out, with which filter). */
export async function auditExport(db: Db, actor: ConsoleActor, table: ExportTableName, filter: ExportFilter): Promise<void> {
  await recordAudit(db, actor, { action: 'export.csv', target: `table:${table}`, after: filter });
}
