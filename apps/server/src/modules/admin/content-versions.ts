import { and, desc, eq } from 'drizzle-orm';
import type { ContentKind } from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { contentDrafts, contentVersions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import { lockPublishes } from './catalog-versions.js';
import type { ConsoleActor } from './console-roles.js';

type Content = Record<string, unknown>;

/** Writes a (kind, target)'s working rows from a content version; the rows then name that version where they can. */
export type ApplyContent = (tx: Tx, targetId: number, content: Content, version: number) => Promise<void>;

/**
 * Writes the next version of one event, leaderboard or battle pass and applies it to the working rows, under
 * the one publish lock the catalog uses, so no version is built on one another publish replaced. What players
 * already hold (claims, awards, ledger rows) is never touched: only the rows later reads and claims use.
 */
export async function publishContentVersion(
  tx: Tx,
  kind: ContentKind,
  targetId: number,
  content: Content,
  apply: ApplyContent,
  meta: { note: string; actorId: number | null; rolledBackFrom?: number | null; baseline?: Content },
): Promise<{ id: number; previous: number | null }> {
  await lockPublishes(tx);
  let previous = await liveContentVersion(tx, kind, targetId);
  if (!previous && meta.baseline) {
    // Content from before versions existed becomes the first version, so a rollback can return to it.
    const [first] = await tx.insert(contentVersions).values({ kind, targetId, content: meta.baseline, note: '', actorId: null }).returning({ id: contentVersions.id });
    previous = { id: first!.id, content: meta.baseline };
  }
  const [row] = await tx
    .insert(contentVersions)
    .values({ kind, targetId, content, note: meta.note, actorId: meta.actorId, rolledBackFrom: meta.rolledBackFrom ?? null })
    .returning({ id: contentVersions.id });
  await apply(tx, targetId, content, row!.id);
  await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.targetId, targetId)));
  return { id: row!.id, previous: previous?.id ?? null };
}

export async function liveContentVersion(db: DbOrTx, kind: ContentKind, targetId: number): Promise<{ id: number; content: Content } | null> {
  const [row] = await db
    .select({ id: contentVersions.id, content: contentVersions.content })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.targetId, targetId)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return row ?? null;
}

/** Saves (or replaces) the one draft of a (kind, target); players see nothing of it until it is published. */
export async function saveContentDraft(db: Db, actor: ConsoleActor, kind: ContentKind, targetId: number, content: Content): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.targetId, targetId)));
    await tx
      .insert(contentDrafts)
      .values({ kind, targetId, content, actorId: actor.userId })
      .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.targetId], set: { content, actorId: actor.userId, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: `content.${kind}.draft`, target: `${kind}:${targetId}`, before: before?.content ?? null, after: content, reason: null });
  });
}

export async function readContentDraft(db: DbOrTx, kind: ContentKind, targetId: number): Promise<Content | null> {
  const [row] = await db.select({ content: contentDrafts.content }).from(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.targetId, targetId)));
  return row?.content ?? null;
}

/** The versions of a (kind, target), newest first, without their content. */
export async function listContentVersions(db: DbOrTx, kind: ContentKind, targetId: number) {
  const rows = await db
    .select({ id: contentVersions.id, createdAt: contentVersions.createdAt, note: contentVersions.note, actorId: contentVersions.actorId, rolledBackFrom: contentVersions.rolledBackFrom })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.targetId, targetId)))
    .orderBy(desc(contentVersions.id))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

interface DraftPublish<C extends Content, B extends Content> {
  parse: (raw: Content) => C;
  /** Refuses what players could not be given. */
  check: (content: C) => Promise<void>;
  /** What players see now: the audit's before, and the first version when the target has none yet. */
  current: () => Promise<B>;
  /** Whether what players see now is worth keeping as a first version (a pass without levels is not). */
  isBaseline?: (current: B) => boolean;
  apply: ApplyContent;
}

/**
 * Publishes the draft of a (kind, target) as its next version, checked as it is now and audited with what it
 * replaced. `prepare` runs under the publish lock: it locks the target's row and says how to check and apply.
 */
export async function publishDraft<C extends Content, B extends Content>(
  db: Db,
  actor: ConsoleActor,
  kind: ContentKind,
  targetId: number,
  meta: { note: string; reason: string | null },
  prepare: (tx: Tx) => Promise<DraftPublish<C, B>>,
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const how = await prepare(tx);
    const raw = await readContentDraft(tx, kind, targetId);
    if (!raw) throw new AppError('content_no_draft');
    const content = how.parse(raw);
    await how.check(content);
    const before = await how.current();
    const baseline = (how.isBaseline?.(before) ?? true) ? before : undefined;
    const published = await publishContentVersion(tx, kind, targetId, content, how.apply, { note: meta.note, actorId: actor.userId, baseline });
    await recordAudit(tx, actor, {
      action: `content.${kind}.publish`,
      target: `${kind}:${targetId}`,
      before: { version: published.previous, content: before },
      after: { version: published.id, content },
      reason: meta.reason,
    });
    return { version: published.id };
  });
}

/** Makes an earlier version in force again, as a new version holding its content (history only grows). */
export async function rollbackContent(
  db: Db,
  actor: ConsoleActor,
  versionId: number,
  reason: string,
  applyFor: (kind: ContentKind) => { apply: ApplyContent; check: (tx: Tx, targetId: number, content: Content) => Promise<void> },
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const [target] = await tx.select().from(contentVersions).where(eq(contentVersions.id, versionId));
    if (!target) throw new AppError('dataNotFound');
    const live = await liveContentVersion(tx, target.kind, target.targetId);
    if (live?.id === versionId) throw new AppError('content_version_live');
    const { apply, check } = applyFor(target.kind);
    await check(tx, target.targetId, target.content);
    const published = await publishContentVersion(tx, target.kind, target.targetId, target.content, apply, {
      note: `rollback to ${versionId}`,
      actorId: actor.userId,
      rolledBackFrom: versionId,
    });
    await recordAudit(tx, actor, {
      action: `content.${target.kind}.rollback`,
      target: `${target.kind}:${target.targetId}`,
      before: { version: published.previous },
      after: { version: published.id, content: target.content },
      reason,
    });
    return { version: published.id };
  });
}
