import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { fromWire, type MissionInputData, type PrizeSpec } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { missions, userMissions } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { addMission, type MissionDefinition, retireMission, setMissionOffered } from '../missions/mission-definitions.js';
import { recordAudit } from './audit.js';
import { caseNames, refuseUnknownCases } from './content-checks.js';
import type { ConsoleActor } from './console-roles.js';


/** Every mission row, live ones first, with how many players progress on it and how many finished it. */
export async function listConsoleMissions(db: DbOrTx) {
  const rows = await db
    .select({
      id: missions.id,
      type: missions.type,
      prize: missions.prize,
      startsAt: missions.startsAt,
      endsAt: missions.endsAt,
      minLevel: missions.minLevel,
      maxLevel: missions.maxLevel,
      active: missions.active,
      replacesId: missions.replacesId,
      retiredAt: missions.retiredAt,
      createdAt: missions.createdAt,
      players: db.$count(userMissions, eq(userMissions.missionId, missions.id)),
    })
    .from(missions)
    .orderBy(desc(isNull(missions.retiredAt)), asc(missions.type), desc(missions.id));
  return rows;
}

function prizeOf(input: MissionInputData): PrizeSpec {
  if (input.prizeKind === 'freeCase') {
    const gift = input.freeCase!;
    return { kind: 'freeCase', gift: { caseSlug: gift.caseSlug, opens: gift.opens, hours: gift.hours ?? null } };
  }
  return { kind: input.prizeKind, amount: fromWire(input.amount ?? 0) };
}

function stored(input: MissionInputData): Omit<MissionDefinition, 'replacesId'> {
  return {
    type: input.type,
    prize: prizeOf(input),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    minLevel: input.minLevel,
    maxLevel: input.maxLevel ?? null,
    active: input.active,
  };
}

function refuseUnknownCase(names: Map<string, string>, input: MissionInputData): void {
  if (input.prizeKind === 'freeCase' && input.freeCase) refuseUnknownCases(names, [{ path: 'free_case.case_slug', slug: input.freeCase.caseSlug }]);
}

/**
 * Creates a mission of a type that has none live (id null), or edits one. An edit never rewrites the row:
 * it retires it and adds its successor, so a player already progressing keeps the target and prize they
 * started on (their progress row points at the old row) while everyone else is offered the new one. Audited.
 */
export async function saveMission(db: Db, actor: ConsoleActor, id: number | null, input: MissionInputData, reason: string | null): Promise<{ id: number }> {
  const row = stored(input);
  refuseUnknownCase(await caseNames(db, input.freeCase ? [input.freeCase.caseSlug] : []), input);
  return db.transaction(async (tx) => {
    const [live] = await tx.select().from(missions).where(and(eq(missions.type, row.type), isNull(missions.retiredAt))).for('update');
    if (id === null) {
      if (live) throw new AppError('validation', { fields: { type: `mission ${live.id} of this type is live` }, in: 'body' });
      const created = await addMission(tx, row);
      await recordAudit(tx, actor, { action: 'mission.create', target: `mission:${created}`, after: row, reason });
      return { id: created };
    }
    const [before] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
    if (!before) throw new AppError('dataNotFound');
    if (before.retiredAt) throw new AppError('validation', { fields: { id: 'retired: edit the live mission' }, in: 'params' });
    if (live && live.id !== id) throw new AppError('validation', { fields: { type: `mission ${live.id} of this type is live` }, in: 'body' });
    await retireMission(tx, id);
    const created = await addMission(tx, { ...row, replacesId: id });
    await recordAudit(tx, actor, { action: 'mission.update', target: `mission:${id}`, before, after: { ...row, id: created }, reason });
    return { id: created };
  });
}

/** Offers a live mission again or stops offering it; players who started it can still finish it. Audited when it changes something. */
export async function setMissionActive(db: Db, actor: ConsoleActor, id: number, active: boolean, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: missions.active, type: missions.type, retiredAt: missions.retiredAt }).from(missions).where(eq(missions.id, id)).for('update');
    if (!before) throw new AppError('dataNotFound');
    if (before.retiredAt) throw new AppError('validation', { fields: { id: 'retired: switch the live mission' }, in: 'params' });
    if (before.active === active) return;
    await setMissionOffered(tx, id, active);
    await recordAudit(tx, actor, { action: active ? 'mission.enable' : 'mission.disable', target: `mission:${id}`, before: { active: before.active, type: before.type }, after: { active }, reason });
  });
}
