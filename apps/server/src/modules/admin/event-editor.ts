import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { EventContent, fromWire, hashServerSeed, toWire, type Game } from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { cases, contentDrafts, events, items } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { setCasePrice } from '../cases/case-store.js';
import { BASE_EVENT_LOOK } from '../events/event-look.js';
import { insertEvent, saveEvent } from '../events/event-store.js';
import { recordAudit } from './audit.js';
import { liveVersion, lockPublishes, publishVersion, workingTables } from './catalog-versions.js';
import { checkCaseReturns } from './check-case-returns.js';
import type { ConsoleActor } from './console-roles.js';
import { listContentVersions, publishContentVersion, publishDraft, readContentDraft, type ApplyContent } from './content-versions.js';

type EventRow = typeof events.$inferSelect;

export const phaseOf = (row: { startsAt: Date; endsAt: Date }, now = new Date()) => ({
  running: row.startsAt <= now && row.endsAt > now,
  ended: row.endsAt <= now,
});

/** Every event, newest first, with whether a draft waits. */
export async function listEvents(db: Db): Promise<Record<string, unknown>[]> {
  const rows = await db.select().from(events).orderBy(desc(events.startsAt)).limit(200);
  const drafts = await db.select({ targetId: contentDrafts.targetId, kind: contentDrafts.kind }).from(contentDrafts);
  const now = new Date();
  return rows.map((e) => {
    const phase = phaseOf(e, now);
    return {
      id: e.id,
      slug: e.slug,
      title: e.look.eventTitle,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      status: phase.ended ? 'ended' : phase.running ? 'running' : 'planned',
      cases: e.caseSlugs.length,
      draft: drafts.some((d) => d.targetId === e.id && d.kind === 'event'),
      passDraft: drafts.some((d) => d.targetId === e.id && d.kind === 'battle_pass'),
    };
  });
}

async function eventRow(db: DbOrTx, id: number, lock = false): Promise<EventRow> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('event_not_found');
  return row;
}

/** The event as players see it now, in the editor's terms. */
async function eventContentOf(db: DbOrTx, game: Game, e: EventRow): Promise<EventContent> {
  const rows = e.caseSlugs.length ? await db.select().from(cases).where(and(eq(cases.game, game), inArray(cases.slug, e.caseSlugs))) : [];
  return {
    title: e.look.eventTitle,
    subtitle: e.look.eventSubtitle,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    cases: e.caseSlugs.map((slug) => {
      const c = rows.find((r) => r.slug === slug);
      return { slug, coinPrice: c?.currency === 'TASTY_COIN' ? toWire(c.price) : null };
    }),
    activeTabs: e.look.activeTabs,
    rafflePrizes: e.rafflePrizes,
    raffleDrawAt: e.raffleDrawAt?.toISOString() ?? null,
  };
}

export async function getEventEditor(db: Db, game: Game, id: number) {
  const e = await eventRow(db, id);
  const draft = await readContentDraft(db, 'event', id);
  return {
    type: 'event' as const,
    id,
    slug: e.slug,
    ...phaseOf(e),
    live: await eventContentOf(db, game, e),
    draft: draft ? EventContent.parse(draft) : null,
    versions: await listContentVersions(db, 'event', id),
  };
}

/**
 * Refuses what players could not be given: a case or prize missing from the catalog, a coin price on a case paid
 * in money, an ended event, or moving the start of an event already running.
 */
export async function checkEventContent(tx: DbOrTx, game: Game, content: EventContent, current: EventRow | null, now = new Date()): Promise<void> {
  if (current) {
    const phase = phaseOf(current, now);
    if (phase.ended) throw new AppError('content_ended');
    if (phase.running && Date.parse(content.startsAt) !== current.startsAt.getTime()) throw new AppError('content_start_fixed');
  }
  const slugs = content.cases.map((c) => c.slug);
  const found = slugs.length ? await tx.select({ slug: cases.slug, currency: cases.currency }).from(cases).where(and(eq(cases.game, game), inArray(cases.slug, slugs))) : [];
  for (const c of content.cases) {
    const row = found.find((f) => f.slug === c.slug);
    if (!row) throw new AppError('content_case_missing', { slug: c.slug });
    if (c.coinPrice !== null && row.currency !== 'TASTY_COIN') throw new AppError('content_case_not_coin', { slug: c.slug });
  }
  await checkPrizeItems(tx, game, content.rafflePrizes);
}

/** Every prize is a catalog item of the site's game worth something. */
export async function checkPrizeItems(tx: DbOrTx, game: Game, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: items.id, price: items.price, game: items.game }).from(items).where(inArray(items.id, unique));
  const good = new Set(found.filter((i) => i.game === game && i.price > 0).map((i) => i.id));
  const missing = unique.filter((id) => !good.has(id));
  if (missing.length > 0) throw new AppError('content_item_missing', { items: missing });
}

/**
 * Writes an event's working row from a version; a changed coin price is published as a catalog version too, after
 * the return check refuses a case it would move out of range.
 */
export function applyEvent(game: Game, rtpCeiling: number): ApplyContent {
  return async (tx, id, raw, version) => {
    const content = EventContent.parse(raw);
    const e = await eventRow(tx, id);
    await saveEvent(tx, id, {
      startsAt: new Date(content.startsAt),
      endsAt: new Date(content.endsAt),
      caseSlugs: content.cases.map((c) => c.slug),
      look: { ...e.look, eventTitle: content.title, eventSubtitle: content.subtitle, activeTabs: content.activeTabs },
      rafflePrizes: content.rafflePrizes,
      raffleDrawAt: content.raffleDrawAt ? new Date(content.raffleDrawAt) : null,
    });
    await applyCoinPrices(tx, game, content, `event ${e.slug} version ${version}`, rtpCeiling);
  };
}

/** Coin prices move a case's return, so they change as a catalog version, the way every price does. */
async function applyCoinPrices(tx: Tx, game: Game, content: EventContent, note: string, rtpCeiling: number): Promise<void> {
  const priced = content.cases.filter((c) => c.coinPrice !== null);
  if (priced.length === 0) return;
  const rows = await tx.select().from(cases).where(and(eq(cases.game, game), inArray(cases.slug, priced.map((c) => c.slug))));
  const live = await liveVersion(tx, game);
  const working = await workingTables(tx, game);
  const changes: Parameters<typeof publishVersion>[2] = {};
  for (const c of priced) {
    const row = rows.find((r) => r.slug === c.slug);
    const price = fromWire(c.coinPrice!);
    if (!row || row.price === price) continue;
    const table = live?.tables[String(row.id)] ?? working[String(row.id)];
    if (table) changes[String(row.id)] = { ...table, price };
    else await setCasePrice(tx, row.id, price);
  }
  if (Object.keys(changes).length === 0) return;
  await checkCaseReturns(tx, game, { tables: changes }, rtpCeiling, { enforce: true });
  await publishVersion(tx, game, changes, { note, actorId: null });
}

/** Creates an event (not yet seen by players until it starts) with a freshly committed raffle seed. */
export async function createEvent(db: Db, actor: ConsoleActor, game: Game, slug: string, content: EventContent, rtpCeiling: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const [taken] = await tx.select({ id: events.id }).from(events).where(eq(events.slug, slug));
    if (taken) throw new AppError('catalog_slug_taken');
    await checkEventContent(tx, game, content, null);
    const [template] = await tx.select({ look: events.look }).from(events).orderBy(desc(events.id)).limit(1);
    // A first event, with none to copy its look from, starts from the site's base look; the console edits titles and tabs only.
    const look = { ...(template?.look ?? BASE_EVENT_LOOK), textTitle: content.title, eventFullName: content.title };
    const seed = randomBytes(32).toString('hex');
    const row = await insertEvent(tx, { slug, startsAt: new Date(content.startsAt), endsAt: new Date(content.endsAt), look, raffleSeed: seed, raffleSeedHash: hashServerSeed(seed) });
    const published = await publishContentVersion(tx, 'event', row.id, content, applyEvent(game, rtpCeiling), { note: 'created', actorId: actor.userId });
    await recordAudit(tx, actor, { action: 'content.event.create', target: `event:${row.id}`, before: null, after: { slug, version: published.id, content }, reason: null });
    return { id: row.id };
  });
}

/** Publishes an event's draft as its next version. */
export async function publishEvent(db: Db, actor: ConsoleActor, game: Game, id: number, note: string, reason: string | null, rtpCeiling: number): Promise<{ version: number }> {
  return publishDraft(db, actor, 'event', id, { note, reason }, async (tx) => {
    const e = await eventRow(tx, id, true);
    return { parse: (raw) => EventContent.parse(raw), check: (content) => checkEventContent(tx, game, content, e), current: () => eventContentOf(tx, game, e), apply: applyEvent(game, rtpCeiling) };
  });
}

/** Checks a rolled-back event version as a publish would. */
export async function checkEventRollback(tx: Tx, game: Game, id: number, raw: unknown): Promise<void> {
  await checkEventContent(tx, game, EventContent.parse(raw), await eventRow(tx, id, true));
}

export { eventContentOf, eventRow };
