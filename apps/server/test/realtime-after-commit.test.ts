import { LiveDropChannelEvent, PersonalEvent, type LiveDropEvent } from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedCase } from '../src/modules/cases/case-catalog.js';
import { publishLiveDrops } from '../src/modules/cases/live-drops.js';
import { cases, items } from '../src/platform/db/schema/index.js';
import { personalChannel } from '../src/platform/realtime/hub.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A publish made inside a transaction is heard once it commits, and never when it rolls back. */
const CHANNEL = 'LiveDrops/DotaDropItems';
const MARKER_ID = -1;
const log = { warn: () => undefined };

let t: TestApp;
let heard: unknown[] = [];
const PLAYER = 7;
const personal: PersonalEvent[] = [];
let drop: { caseRow: LoadedCase; item: typeof items.$inferSelect };
const user = { id: 1, nickname: 'player', avatar: '/static/avatar.png' };

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedFixtureCatalog(t.database.db);
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, catalog.cases.basic!));
  const [item] = await t.database.db.select().from(items).where(eq(items.id, catalog.itemIds[0]!));
  // publishLiveDrops reads only the case's row.
  drop = { caseRow: { row } as unknown as LoadedCase, item: item! };
  t.broker.onMessage((channel, payload) => {
    if (channel === CHANNEL) heard.push(JSON.parse(payload));
    if (channel === personalChannel(PLAYER)) personal.push(PersonalEvent.parse(JSON.parse(payload)));
  });
});
afterAll(() => t.close());

/** The live drops heard until a marker published now arrives (the broker keeps a channel's order). */
async function heardUntilMarker(): Promise<LiveDropEvent[]> {
  const marker: LiveDropEvent = { event: 'live_drop', drop: { id: MARKER_ID, user, item: { id: 0, name: '', hero: '', slot: '', rarity: 'common', price: 0, image: '' }, case: { id: 0, name: '', title: '', image: '' }, createdAt: '' } };
  await t.app.realtime.publish(CHANNEL, marker);
  await expect.poll(() => heard.some((m) => LiveDropChannelEvent.parse(m).drop.id === MARKER_ID)).toBe(true);
  const events = heard.map((m) => LiveDropChannelEvent.parse(m)).filter((m) => m.drop.id !== MARKER_ID);
  heard = [];
  return events;
}

describe('a live drop published inside a transaction', () => {
  it('is sent after the commit', async () => {
    await t.database.db.transaction(async () => {
      await publishLiveDrops(t.app.realtime, CHANNEL, user, drop.caseRow, [{ openingId: 101, item: drop.item }], log);
      expect(heard).toEqual([]);
    });
    expect((await heardUntilMarker()).map((e) => e.drop.id)).toEqual([101]);
  });

  it('is never sent when the transaction rolls back', async () => {
    const rollback = new Error('rolled back');
    await expect(
      t.database.db.transaction(async () => {
        await publishLiveDrops(t.app.realtime, CHANNEL, user, drop.caseRow, [{ openingId: 102, item: drop.item }], log);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await heardUntilMarker()).toEqual([]);
  });
});

describe('any message the server publishes inside a transaction', () => {
  it('waits for the commit, however it is published', async () => {
    await t.database.db.transaction(async () => {
      await t.app.realtime.publishToUser(PLAYER, { event: 'sell_done' });
      await t.app.realtime.publish(CHANNEL, { event: 'live_drop', drop: { ...heardMarkerDrop(), id: 103 } });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(personal).toEqual([]);
      expect(heard).toEqual([]);
    });
    await expect.poll(() => personal.length).toBe(1);
    expect(personal[0]).toEqual({ event: 'sell_done' });
    expect((await heardUntilMarker()).map((e) => e.drop.id)).toEqual([103]);
    personal.length = 0;
  });

  it('is dropped when it rolls back, in a nested transaction too', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.transaction(async () => {
          await t.app.realtime.publishToUser(PLAYER, { event: 'challenge_progress' });
        });
        await t.app.realtime.publish(CHANNEL, { event: 'live_drop', drop: { ...heardMarkerDrop(), id: 104 } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.realtime.publishToUser(PLAYER, { event: 'sell_done' });
    await expect.poll(() => personal.length).toBe(1);
    expect(personal).toEqual([{ event: 'sell_done' }]);
    expect(await heardUntilMarker()).toEqual([]);
  });
});

function heardMarkerDrop(): LiveDropEvent['drop'] {
  return { id: 0, user, item: { id: 0, name: '', hero: '', slot: '', rarity: 'common', price: 0, image: '' }, case: { id: 0, name: '', title: '', image: '' }, createdAt: '' };
}
