import { desc, eq } from 'drizzle-orm';
import { LeaderboardContent, type Game } from '@tastydrop/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/index.js';
import { contentDrafts, leaderboards } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { saveLeaderboard } from '../leaderboards/leaderboard-store.js';
import type { ConsoleActor } from './console-roles.js';
import { listContentVersions, publishDraft, readContentDraft, type ApplyContent } from './content-versions.js';
import { checkPrizeItems } from './event-editor.js';

type BoardRow = typeof leaderboards.$inferSelect;

/** A board is over once closed or past its end: its places are being (or were) awarded. */
const phaseOf = (b: BoardRow, now = new Date()) => ({ running: b.startsAt <= now && b.endsAt > now && b.status === 'active', ended: b.status === 'closed' || b.endsAt <= now });

/** Boards still to come or running first, then the latest closed ones. */
export async function listLeaderboards(db: Db): Promise<Record<string, unknown>[]> {
  const rows = await db.select().from(leaderboards).orderBy(leaderboards.status, desc(leaderboards.endsAt)).limit(200);
  const drafts = await db.select({ targetId: contentDrafts.targetId }).from(contentDrafts).where(eq(contentDrafts.kind, 'leaderboard'));
  return rows.map((b) => {
    const phase = phaseOf(b);
    return {
      id: b.id,
      slug: b.slug,
      type: b.type,
      title: b.title,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      status: phase.ended ? 'ended' : phase.running ? 'running' : 'planned',
      places: b.prizes.length,
      draft: drafts.some((d) => d.targetId === b.id),
    };
  });
}

async function boardRow(db: DbOrTx, id: number, lock = false): Promise<BoardRow> {
  const query = db.select().from(leaderboards).where(eq(leaderboards.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('dataNotFound');
  return row;
}

const contentOf = (b: BoardRow): LeaderboardContent => ({
  title: b.title,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  prizes: [...b.prizes].sort((x, y) => x.place - y.place),
});

export async function getLeaderboardEditor(db: Db, id: number) {
  const b = await boardRow(db, id);
  const draft = await readContentDraft(db, 'leaderboard', id);
  return {
    type: b.type,
    rolls: b.rolls,
    id,
    slug: b.slug,
    ...phaseOf(b),
    live: contentOf(b),
    draft: draft ? LeaderboardContent.parse(draft) : null,
    versions: await listContentVersions(db, 'leaderboard', id),
  };
}

/** A closed or finished period keeps its places; a running one keeps its start; every prize is a real item. */
async function checkBoard(tx: DbOrTx, game: Game, b: BoardRow, content: LeaderboardContent, now = new Date()): Promise<void> {
  const phase = phaseOf(b, now);
  if (phase.ended) throw new AppError('content_ended');
  if (b.startsAt <= now && Date.parse(content.startsAt) !== b.startsAt.getTime()) throw new AppError('content_start_fixed');
  if (Date.parse(content.endsAt) <= now.getTime() && b.startsAt <= now) throw new AppError('content_ended');
  await checkPrizeItems(tx, game, content.prizes.map((p) => p.itemId));
}

/** Writes the board row; the close job awards under the same row lock, so a place is given on one table or the other whole. */
export const applyLeaderboard: ApplyContent = async (tx, id, raw) => {
  const content = LeaderboardContent.parse(raw);
  await saveLeaderboard(tx, id, { title: content.title, startsAt: new Date(content.startsAt), endsAt: new Date(content.endsAt), prizes: [...content.prizes].sort((a, b) => a.place - b.place) });
};

export async function publishLeaderboard(db: Db, actor: ConsoleActor, game: Game, id: number, note: string, reason: string | null): Promise<{ version: number }> {
  return publishDraft(db, actor, 'leaderboard', id, { note, reason }, async (tx) => {
    const b = await boardRow(tx, id, true);
    return { parse: (raw) => LeaderboardContent.parse(raw), check: (content) => checkBoard(tx, game, b, content), current: async () => contentOf(b), apply: applyLeaderboard };
  });
}

export async function checkLeaderboardDraft(db: DbOrTx, game: Game, id: number, content: LeaderboardContent): Promise<void> {
  await checkBoard(db, game, await boardRow(db, id), content);
}

export async function checkLeaderboardRollback(tx: Tx, game: Game, id: number, raw: unknown): Promise<void> {
  await checkBoard(tx, game, await boardRow(tx, id, true), LeaderboardContent.parse(raw));
}
