import { Ok, PartnerClaimResult, PartnerProgrammeTotals, PartnerStats, RakebackStatus, ReferralCodeInput, toWire } from '@tastydrop/domain';
import { z } from 'zod';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { claimShare } from './claim-share.js';
import { getPartnerStats, getRakebackStatus } from './partner-stats.js';
import { partnerProgramme } from './programme.js';
import { createProgrammeTotals } from './programme-totals.js';
import { bindReferralCode, createReferralCode } from './referral-codes.js';

/** The referral programme and rakeback (docs/decisions/061-partners.md). */
export function partnerRoutes(app: App, deps: ModuleDeps): void {
  const programme = partnerProgramme(deps.config);
  const auth = { onRequest: deps.requireAuth };
  const paid = (r: { amount: number; balance: number }) => ({ amount: toWire(r.amount), balance: toWire(r.balance) });

  app.get('/api/v1/partners/me', { ...auth, schema: { response: { 200: PartnerStats } } }, (req) => getPartnerStats(deps.db, authOf(req).userId, programme));

  app.post('/api/v1/partners/code', { ...auth, schema: { body: ReferralCodeInput, response: { 200: z.object({ code: z.string() }) } } }, async (req) => ({
    code: await createReferralCode(deps.db, authOf(req).userId, req.body.code),
  }));

  app.post('/api/v1/partners/bind', { ...auth, schema: { body: ReferralCodeInput, response: { 200: Ok } } }, async (req) => {
    await bindReferralCode(deps.db, authOf(req).userId, req.body.code, programme);
    return { ok: true as const };
  });

  app.post('/api/v1/partners/claim', { ...auth, schema: { response: { 200: PartnerClaimResult } } }, async (req) =>
    paid(await claimShare(deps.db, authOf(req).userId, 'commission', programme)),
  );

  app.get('/api/v1/partners/rakeback', { ...auth, schema: { response: { 200: RakebackStatus } } }, (req) => getRakebackStatus(deps.db, authOf(req).userId, programme));

  app.post('/api/v1/partners/rakeback/claim', { ...auth, schema: { response: { 200: PartnerClaimResult } } }, async (req) =>
    paid(await claimShare(deps.db, authOf(req).userId, 'rakeback', programme)),
  );

  // The public statistics page's figure; uncached when the catalog is (tests), like the case statistics.
  const totals = createProgrammeTotals(deps.db, deps.config.CATALOG_TTL_MS === 0 ? 0 : undefined);
  app.get('/api/v1/stats/partners', { onRequest: publicRoute, schema: { response: { 200: PartnerProgrammeTotals } } }, () => totals());
}
