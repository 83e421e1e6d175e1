import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.js';
import {
  analyticsEvents,
  auditLog,
  cases,
  contactMessages,
  items,
  ledger,
  openings,
  paymentRefunds,
  payments,
  promoCodes,
  users,
  withdrawals,
} from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';
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
  /** The column of `base` naming the player, for `userId`. */
  userColumn: string | null;
}


const list = (...columns: (Column | SQL)[]) => sql.join(columns, sql`, `);
const a = alias(auditLog, 'a');
const u = alias(users, 'u');
const p = alias(payments, 'p');
const r = alias(paymentRefunds, 'r');
const o = alias(openings, 'o');
const c = alias(cases, 'c');
const i = alias(items, 'i');
const [l, w, pc, cm, ae] = [ledger, withdrawals, promoCodes, contactMessages, analyticsEvents];

/** Every table the console can export whole, with who may export it. */
export const EXPORT_TABLES = {
  audit: {
    roles: 'oversight',
    base: sql`SELECT ${a.id}, ${a.at} AS created_at, ${a.actorId}, ${u.login} AS actor_login, ${a.actorRole}, ${a.ip}, ${a.action}, ${a.target},
      ${a.before}::text AS before, ${a.after}::text AS after, ${a.reason} FROM ${tableAs(auditLog, a)} LEFT JOIN ${tableAs(users, u)} ON ${u.id} = ${a.actorId}`,
    userColumn: null,
  },
  players: {
    roles: 'players',
    base: sql`SELECT ${list(u.id, u.createdAt, u.login, u.nickname, u.email, u.regType, u.steamId, u.balance, u.coinBalance, u.spent)},
      ${list(u.casesOpened, u.lastIp, u.lastSeenAt, u.bannedAt, u.banReason, u.boardExcluded)}, ${u.id} AS user_id FROM ${tableAs(users, u)}
      WHERE NOT ${u.isFake} AND NOT ${u.isBot}`,
    userColumn: 'user_id',
  },
  ledger: {
    roles: 'players',
    base: sql`SELECT ${list(l.id, l.createdAt, l.userId, l.currency, l.delta, l.balanceAfter, l.reason, l.ref)} FROM ${l}`,
    userColumn: 'user_id',
  },
  payments: {
    roles: 'money',
    base: sql`SELECT ${list(p.id, p.createdAt, p.orderId, p.userId, p.provider, p.providerPaymentId, p.status, p.amount, p.currency)},
      ${list(p.value, p.bonusMoney, p.bonusCoins, p.completedAt)},
      (SELECT ${r.status} FROM ${tableAs(paymentRefunds, r)} WHERE ${r.paymentId} = ${p.id} ORDER BY ${r.id} DESC LIMIT 1) AS refund
      FROM ${tableAs(payments, p)}`,
    userColumn: 'user_id',
  },
  refunds: {
    roles: 'money',
    base: sql`SELECT ${list(r.id, r.createdAt, r.paymentId, p.orderId, p.userId, r.value, r.status, r.providerRefundId, r.failure)},
      ${list(r.requestedBy, r.reason, r.finishedAt)} FROM ${tableAs(paymentRefunds, r)} JOIN ${tableAs(payments, p)} ON ${p.id} = ${r.paymentId}`,
    userColumn: 'user_id',
  },
  withdrawals: {
    roles: 'money',
    base: sql`SELECT ${list(w.id, w.createdAt, w.userId, w.name, w.price, w.status, w.provider, w.bot, w.offerId, w.failureCode, w.finishedAt)} FROM ${w}`,
    userColumn: 'user_id',
  },
  openings: {
    roles: 'business',
    base: sql`SELECT ${list(o.id, o.createdAt, o.userId)}, ${c.slug} AS case_slug, ${i.name} AS item_name, ${list(o.currency, o.pricePaid)}
      FROM ${tableAs(openings, o)} LEFT JOIN ${tableAs(cases, c)} ON ${c.id} = ${o.caseId} LEFT JOIN ${tableAs(items, i)} ON ${i.id} = ${o.itemId}`,
    userColumn: 'user_id',
  },
  'promo-codes': {
    roles: 'content',
    base: sql`SELECT ${list(pc.id, pc.createdAt, pc.code, pc.type, pc.percentBp, pc.sum)}, ${pc.flexOffers}::text AS flex_offers,
      ${pc.freeCases}::text AS free_cases, ${list(pc.maxUses, pc.maxUsesPerUser, pc.usedCount, pc.expiresAt, pc.active)} FROM ${pc}`,
    userColumn: null,
  },
  'support-messages': {
    roles: 'support',
    base: sql`SELECT ${list(cm.id, cm.createdAt, cm.email, cm.userId, cm.message, cm.ip, cm.answeredAt)} FROM ${cm}`,
    userColumn: 'user_id',
  },
  analytics: {
    roles: 'business',
    base: sql`SELECT ${list(ae.id, ae.createdAt, ae.kind, ae.sessionId, ae.userId, ae.path, ae.referrer, ae.utmSource, ae.utmMedium, ae.utmCampaign)},
      ${list(ae.utmTerm, ae.utmContent, ae.name, ae.place, ae.language, ae.landingPage, ae.screenWidth, ae.screenHeight)} FROM ${ae}`,
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
  const userColumn = spec.userColumn ? sql`t.${sql.identifier(spec.userColumn)}` : null;
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
