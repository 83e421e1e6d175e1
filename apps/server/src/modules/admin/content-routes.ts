import { z } from 'zod';
import {
  BattlePassContent,
  BattlePassEditor,
  ConsoleCreated,
  ConsoleReason,
  ConsoleRows,
  ContentPublished,
  ContentPublishRequest,
  EventContent,
  EventEditor,
  LeaderboardContent,
  LeaderboardEditor,
  NewEventRequest,
} from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { getBattlePassEditor, publishBattlePass } from './battle-pass-editor.js';
import { actorOf, type createConsoleAccess } from './console-access.js';
import type { ConsoleRole } from './console-roles.js';
import { rollbackContentVersion, saveBattlePassDraft, saveEventDraft, saveLeaderboardDraft } from './content-edits.js';
import { createEvent, getEventEditor, listEvents, publishEvent } from './event-editor.js';
import { getLeaderboardEditor, listLeaderboards, publishLeaderboard } from './leaderboard-editor.js';

/** Who may edit and publish events, leaderboards and the battle pass. */
export const CONTENT_ROLES = ['owner', 'admin', 'content'] as const satisfies readonly ConsoleRole[];

const Id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const Ok = z.object({ ok: z.literal(true) });

/**
 * The console's events, leaderboards and battle pass: edits are saved as drafts and reach players only as a
 * published version (docs/decisions/038-content-versions.md). Every action writes one audit row.
 */
export function contentConsoleRoutes(app: App, deps: ModuleDeps, access: ReturnType<typeof createConsoleAccess>, catalog: CaseCatalog): void {
  const { db, config } = deps;
  const game = config.GAME;
  const onRequest = access.allow(CONTENT_ROLES);
  const ok = async (work: Promise<void>) => {
    await work;
    return { ok: true as const };
  };
  const published = <T>(result: T): T => {
    // An event version may re-price coin cases, so the cached catalog is dropped after any publish.
    catalog.invalidate();
    return result;
  };
  const Publish = { params: Id, body: ContentPublishRequest, response: { 200: ContentPublished } };

  app.get('/api/admin/events', { onRequest, schema: { response: { 200: ConsoleRows } } }, () => listEvents(db));
  app.post('/api/admin/events', { onRequest, schema: { body: NewEventRequest, response: { 200: ConsoleCreated } } }, async (req) =>
    published(await createEvent(db, actorOf(req), game, req.body.slug, req.body.content, config.ADMIN_RTP_CEILING)),
  );
  app.get('/api/admin/events/:id', { onRequest, schema: { params: Id, response: { 200: EventEditor } } }, (req) => getEventEditor(db, game, req.params.id));
  app.post('/api/admin/events/:id/draft', { onRequest, schema: { params: Id, body: z.object({ content: EventContent }), response: { 200: Ok } } }, (req) =>
    ok(saveEventDraft(db, actorOf(req), game, req.params.id, req.body.content)),
  );
  app.post('/api/admin/events/:id/publish', { onRequest, schema: Publish }, async (req) =>
    published(await publishEvent(db, actorOf(req), game, req.params.id, req.body.note, req.body.reason ?? null, config.ADMIN_RTP_CEILING)),
  );

  app.get('/api/admin/events/:id/battle-pass', { onRequest, schema: { params: Id, response: { 200: BattlePassEditor } } }, (req) => getBattlePassEditor(db, req.params.id));
  app.post('/api/admin/events/:id/battle-pass/draft', { onRequest, schema: { params: Id, body: z.object({ content: BattlePassContent }), response: { 200: Ok } } }, (req) =>
    ok(saveBattlePassDraft(db, actorOf(req), game, req.params.id, req.body.content)),
  );
  app.post('/api/admin/events/:id/battle-pass/publish', { onRequest, schema: Publish }, async (req) =>
    published(await publishBattlePass(db, actorOf(req), game, req.params.id, req.body.note, req.body.reason ?? null)),
  );

  app.get('/api/admin/leaderboards', { onRequest, schema: { response: { 200: ConsoleRows } } }, () => listLeaderboards(db));
  app.get('/api/admin/leaderboards/:id', { onRequest, schema: { params: Id, response: { 200: LeaderboardEditor } } }, (req) => getLeaderboardEditor(db, req.params.id));
  app.post('/api/admin/leaderboards/:id/draft', { onRequest, schema: { params: Id, body: z.object({ content: LeaderboardContent }), response: { 200: Ok } } }, (req) =>
    ok(saveLeaderboardDraft(db, actorOf(req), game, req.params.id, req.body.content)),
  );
  app.post('/api/admin/leaderboards/:id/publish', { onRequest, schema: Publish }, async (req) =>
    published(await publishLeaderboard(db, actorOf(req), game, req.params.id, req.body.note, req.body.reason ?? null)),
  );

  app.post('/api/admin/content-versions/:id/rollback', { onRequest, schema: { params: Id, body: z.object({ reason: ConsoleReason }), response: { 200: ContentPublished } } }, async (req) =>
    published(await rollbackContentVersion(db, actorOf(req), game, req.params.id, req.body.reason, config.ADMIN_RTP_CEILING)),
  );
}
