import {
  ConsoleIdParams,
  fromWire,
  Ok,
  PartnerAccountList,
  PartnerDetail,
  PartnerFreezeRequest,
  PartnerGrantRequest,
  PartnerPayoutRequest,
  PartnerPayoutResult,
  PartnerProgrammeSettings,
  PartnerProgrammeSettingsRequest,
  bpToPercent,
  percentToBp,
  SuspiciousPairList,
  toWire,
  type PartnerPayoutRow,
  type PartnerPayoutSubject,
} from '@tastydrop/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { balanceApprovals } from '../../platform/db/schema/index.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { AppError } from '../../core/app-error.js';
import { grantPartner, listPartners, partnerDetail, payableCommission, setPairFrozen, setPartnerFrozen, suspiciousPairs } from '../partners/partner-accounts.js';
import { partnerAccountsOf } from '../partners/partner-rates.js';
import { effectiveProgramme, partnerProgramme, saveProgramme, type PartnerProgramme } from '../partners/programme.js';
import { recordAudit } from './audit.js';
import { actorOf, type createConsoleAccess } from './console-access.js';
import { refuseOwnAccount, type ValueLimits } from './console-limits.js';
import type { ConsoleActor, ConsoleRole } from './console-roles.js';

/** Who reads the partners, who grants and freezes, who asks for payouts (decided by DECIDING_ROLES.partner_payout). */
const PARTNER_ROLES = {
  read: ['owner', 'admin', 'finance', 'support'],
  manage: ['owner', 'admin'],
  pay: ['owner', 'admin', 'finance'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

/** A partner's payouts: pending, approved and rejected approvals of the kind, newest first. */
async function payoutsOf(db: DbOrTx, userId: number): Promise<PartnerPayoutRow[]> {
  const b = balanceApprovals;
  const rows = await db
    .select()
    .from(b)
    .where(and(eq(b.kind, 'partner_payout'), eq(b.userId, userId)))
    .orderBy(desc(b.createdAt))
    .limit(100);
  return rows.map((r) => {
    const subject = r.subject as PartnerPayoutSubject;
    return {
      approvalId: r.id,
      mode: subject.mode,
      amount: toWire(subject.amount),
      status: r.status === 'applied' ? 'approved' : r.status,
      requestedBy: r.requestedBy ?? 0,
      decidedBy: r.decidedBy,
      createdAt: r.createdAt.toISOString(),
      reason: r.reason,
    };
  });
}

/** What pending and approved payouts to one partner add up to within the window (kopecks). */
async function payoutWindowTotal(db: DbOrTx, userId: number, windowHours: number): Promise<number> {
  const b = balanceApprovals;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum((${b.subject}->>'amount')::bigint), 0)::text` })
    .from(b)
    .where(
      and(
        eq(b.kind, 'partner_payout'),
        eq(b.userId, userId),
        inArray(b.status, ['pending', 'approved']),
        sql`coalesce(${b.decidedAt}, ${b.createdAt}) > now() - make_interval(hours => ${windowHours})`,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Asks for a payout to a partner: never to the asking account, never more than the partner's commission past its hold
 * (less payouts still waiting), never past the window's ceiling; it always waits for a second account (decideApproval),
 * which is neither the one that asked nor the partner. A repeated form (its key) asks once.
 */
export async function requestPartnerPayout(
  db: Db,
  actor: ConsoleActor,
  userId: number,
  request: PartnerPayoutRequest,
  programme: PartnerProgramme,
  limits: Pick<ValueLimits, 'partnerPayoutCapMinor' | 'windowHours'>,
): Promise<{ approvalId: number }> {
  refuseOwnAccount(actor, userId);
  const amount = fromWire(request.amount);
  return db.transaction(async (tx) => {
    // One partner's payout requests queue, so the window's sum and the waiting payouts hold.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partner-payout-request'), ${userId}::int)`);
    const [earlier] = await tx.select().from(balanceApprovals).where(eq(balanceApprovals.requestKey, request.key));
    if (earlier) {
      const subject = earlier.subject as PartnerPayoutSubject | null;
      if (earlier.kind !== 'partner_payout' || earlier.userId !== userId || subject?.amount !== amount || subject.mode !== request.mode) throw new AppError('adjustment_key_reused');
      return { approvalId: earlier.id };
    }
    if (!(await partnerAccountsOf(tx, [userId])).has(userId)) throw new AppError('partner_not_found');
    const waiting = (await payoutsOf(tx, userId)).filter((p) => p.status === 'pending').reduce((sum, p) => sum + fromWire(p.amount), 0);
    if (amount + waiting > (await payableCommission(tx, userId, programme))) throw new AppError('partner_payout_over_claimable');
    const total = await payoutWindowTotal(tx, userId, limits.windowHours);
    if (total + amount > limits.partnerPayoutCapMinor) throw new AppError('partner_payout_over_ceiling');
    const subject: PartnerPayoutSubject = { mode: request.mode, amount };
    const [row] = await tx
      .insert(balanceApprovals)
      .values({ kind: 'partner_payout', userId, subject, reason: request.reason, requestedBy: actor.userId, requestKey: request.key, status: 'pending' })
      .returning({ id: balanceApprovals.id });
    await recordAudit(tx, actor, { action: 'partner_payout.request', target: `user:${userId}`, after: { approvalId: row!.id, ...subject, windowTotal: total }, reason: request.reason });
    return { approvalId: row!.id };
  });
}

/** The programme's settings as the console shows them: percent and roubles. */
function settingsOut(p: PartnerProgramme): PartnerProgrammeSettings {
  const tiers = (list: PartnerProgramme['tiers']) => list.map((t) => ({ from: t.from, ratePercent: bpToPercent(t.rateBp) }));
  return {
    tiers: tiers(p.tiers),
    activeDays: p.activeDays,
    minClaim: toWire(p.minClaim),
    holdHours: p.holdHours,
    bindWindowHours: p.bindWindowHours,
    dailyCap: toWire(p.dailyCap),
    rakebackTiers: tiers(p.rakebackTiers),
    rakebackMinClaim: toWire(p.rakebackMinClaim),
    rakebackPeriod: p.rakebackPeriod,
    firstDepositBonusPercent: bpToPercent(p.firstDepositBonusBp),
    firstDepositBonusCap: toWire(p.firstDepositBonusCap),
  };
}

/** The settings as the programme keeps them (a period left out stays as `current`); tiers must start from 0 and rise. */
function settingsIn(s: PartnerProgrammeSettings, current: PartnerProgramme): PartnerProgramme {
  const tiers = (list: PartnerProgrammeSettings['tiers']) => {
    if (list[0]!.from !== 0 || list.some((t, i) => i > 0 && t.from <= list[i - 1]!.from)) throw new AppError('partner_settings_invalid');
    return list.map((t) => ({ from: t.from, rateBp: percentToBp(t.ratePercent) }));
  };
  return {
    tiers: tiers(s.tiers),
    activeDays: s.activeDays,
    minClaim: fromWire(s.minClaim),
    holdHours: s.holdHours,
    bindWindowHours: s.bindWindowHours,
    dailyCap: fromWire(s.dailyCap),
    rakebackTiers: tiers(s.rakebackTiers),
    rakebackMinClaim: fromWire(s.rakebackMinClaim),
    rakebackPeriod: s.rakebackPeriod ?? current.rakebackPeriod,
    firstDepositBonusBp: percentToBp(s.firstDepositBonusPercent),
    firstDepositBonusCap: fromWire(s.firstDepositBonusCap),
  };
}

/** The console's partner pages: streamer partners, their payouts and the suspicious pairs (docs/decisions/062-streamer-partners.md). */
export function partnerConsoleRoutes(app: App, deps: ModuleDeps, access: ReturnType<typeof createConsoleAccess>, limits: ValueLimits): void {
  const { db } = deps;
  const programme = partnerProgramme(deps.config);
  const UserParams = z.object({ id: ConsoleIdParams.shape.id });

  app.get('/api/admin/partners', { onRequest: access.allow(PARTNER_ROLES.read), schema: { response: { 200: PartnerAccountList } } }, async () => ({
    rows: await db.transaction((tx) => listPartners(tx, programme)),
  }));

  app.post('/api/admin/partners', { onRequest: access.allow(PARTNER_ROLES.manage), schema: { body: PartnerGrantRequest, response: { 200: Ok } } }, async (req) => {
    const actor = actorOf(req);
    refuseOwnAccount(actor, req.body.userId);
    await db.transaction(async (tx) => {
      const { before, rateBp } = await grantPartner(tx, actor.userId, req.body);
      await recordAudit(tx, actor, { action: before ? 'partner.rate' : 'partner.grant', target: `user:${req.body.userId}`, before, after: { rateBp, code: req.body.code ?? null }, reason: req.body.reason });
    });
    return { ok: true as const };
  });

  app.get('/api/admin/partners/settings', { onRequest: access.allow(PARTNER_ROLES.read), schema: { response: { 200: PartnerProgrammeSettings } } }, async () =>
    settingsOut(await effectiveProgramme(db, programme)),
  );

  // The programme's rates move value to referrers: the owner and admins set them, every change audited with its reason.
  app.put(
    '/api/admin/partners/settings',
    { onRequest: access.allow(PARTNER_ROLES.manage), schema: { body: PartnerProgrammeSettingsRequest, response: { 200: PartnerProgrammeSettings } } },
    async (req) => {
      return db.transaction(async (tx) => {
        const current = await effectiveProgramme(tx, programme);
        const next = settingsIn(req.body.settings, current);
        const before = settingsOut(current);
        await saveProgramme(tx, next);
        await recordAudit(tx, actorOf(req), { action: 'partner.settings', target: 'site', before, after: settingsOut(next), reason: req.body.reason });
        return settingsOut(next);
      });
    },
  );

  app.get('/api/admin/partners/pairs', { onRequest: access.allow(PARTNER_ROLES.read), schema: { response: { 200: SuspiciousPairList } } }, async () => ({
    rows: await db.transaction((tx) => suspiciousPairs(tx)),
  }));

  app.post(
    '/api/admin/partners/pairs/:id/freeze',
    { onRequest: access.allow(PARTNER_ROLES.manage), schema: { params: UserParams, body: PartnerFreezeRequest, response: { 200: Ok } } },
    async (req) => {
      const actor = actorOf(req);
      await db.transaction(async (tx) => {
        if (!(await setPairFrozen(tx, req.params.id, req.body.frozen, req.body.reason))) throw new AppError('dataNotFound');
        await recordAudit(tx, actor, { action: req.body.frozen ? 'partner_pair.freeze' : 'partner_pair.thaw', target: `user:${req.params.id}`, reason: req.body.reason });
      });
      return { ok: true as const };
    },
  );

  app.get('/api/admin/partners/:id', { onRequest: access.allow(PARTNER_ROLES.read), schema: { params: UserParams, response: { 200: PartnerDetail } } }, (req) =>
    db.transaction(async (tx) => ({ ...(await partnerDetail(tx, req.params.id, programme)), payouts: await payoutsOf(tx, req.params.id) })),
  );

  app.post(
    '/api/admin/partners/:id/freeze',
    { onRequest: access.allow(PARTNER_ROLES.manage), schema: { params: UserParams, body: PartnerFreezeRequest, response: { 200: Ok } } },
    async (req) => {
      const actor = actorOf(req);
      refuseOwnAccount(actor, req.params.id);
      await db.transaction(async (tx) => {
        if (!(await setPartnerFrozen(tx, req.params.id, req.body.frozen))) throw new AppError('partner_not_found');
        await recordAudit(tx, actor, { action: req.body.frozen ? 'partner.freeze' : 'partner.thaw', target: `user:${req.params.id}`, reason: req.body.reason });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/partners/:id/payouts',
    { onRequest: access.allow(PARTNER_ROLES.pay), schema: { params: UserParams, body: PartnerPayoutRequest, response: { 200: PartnerPayoutResult } } },
    (req) => requestPartnerPayout(db, actorOf(req), req.params.id, req.body, programme, limits),
  );
}
