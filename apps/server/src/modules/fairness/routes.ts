import { desc, and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BigId,
  ClientSeedRequest,
  OpeningRecord,
  OpeningsQuery,
  OpeningsResponse,
  RotateResponse,
  SeedsResponse,
} from '@tastydrop/domain';
import { fairnessSeeds } from '../../platform/db/schema/index.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { getOpening, listOpenings } from './list-openings.js';
import { activeSeed, rotateSeed, type SeedRow } from './seeds.js';

const PREVIOUS_SEEDS_SHOWN = 20;

function presentActive(s: SeedRow) {
  return { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce };
}

function presentRevealed(s: SeedRow) {
  return {
    id: s.id,
    serverSeed: s.serverSeed,
    serverSeedHash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: s.nonce,
    createdAt: s.createdAt.toISOString(),
    revealedAt: s.revealedAt?.toISOString() ?? null,
  };
}

/** The player's seed pair: read the hash, set the client seed, rotate, list openings. */
export function fairnessRoutes(app: App, deps: ModuleDeps): void {
  const { db, requireAuth, optionalAuth } = deps;

  app.get('/api/v1/provably-fair/seeds', { onRequest: requireAuth, schema: { response: { 200: SeedsResponse } } }, async (req) => {
    const userId = authOf(req).userId;
    const active = await activeSeed(db, userId);
    const previous = await db
      .select()
      .from(fairnessSeeds)
      .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, false)))
      .orderBy(desc(fairnessSeeds.id))
      .limit(PREVIOUS_SEEDS_SHOWN);
    return { active: presentActive(active), previous: previous.map(presentRevealed) };
  });

  app.post('/api/v1/provably-fair/client-seed', { onRequest: requireAuth, schema: { body: ClientSeedRequest, response: { 200: RotateResponse } } }, async (req) => {
    // A new client seed starts a new pair, revealing the old server seed.
    const { previous, next } = await db.transaction((tx) => rotateSeed(tx, authOf(req).userId, req.body.clientSeed));
    return { previous: presentRevealed(previous), active: presentActive(next) };
  });

  app.post('/api/v1/provably-fair/rotate', { onRequest: requireAuth, schema: { response: { 200: RotateResponse } } }, async (req) => {
    const { previous, next } = await db.transaction((tx) => rotateSeed(tx, authOf(req).userId));
    return { previous: presentRevealed(previous), active: presentActive(next) };
  });

  app.get('/api/v1/provably-fair/openings', { onRequest: requireAuth, schema: { querystring: OpeningsQuery, response: { 200: OpeningsResponse } } }, (req) =>
    listOpenings(db, authOf(req).userId, req.query),
  );

  app.get(
    '/api/v1/provably-fair/openings/:openingId',
    { onRequest: optionalAuth, schema: { params: z.object({ openingId: BigId }), response: { 200: OpeningRecord } } },
    (req) => getOpening(db, req.auth?.userId ?? null, req.params.openingId),
  );
}
