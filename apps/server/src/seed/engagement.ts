import { randomBytes } from 'node:crypto';
import { battlePassCost, BATTLE_PASS_LEVELS, hashServerSeed, levelType, type Game } from '@tastydrop/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { insertBattlePassLevels, insertBattlePassTasks } from '../modules/events/battle-pass-store.js';
import { BASE_EVENT_LOOK } from '../modules/events/event-look.js';
import { insertEvent } from '../modules/events/event-store.js';
import { insertLeaderboards } from '../modules/leaderboards/leaderboard-store.js';
import type { Db } from '../platform/db/index.js';
import type { battlePassTasks} from '../platform/db/schema/index.js';
import { cases, events, items, type EventFreeCaseSpec, type EventLook, type PrizePlace } from '../platform/db/schema/index.js';

const DAY_MS = 86_400_000;

/** Russian plural: one, few, many. */
function plural(n: number, forms: [string, string, string]): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return forms[0];
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return forms[1];
  return forms[2];
}

const times = (n: number) => `${n} ${plural(n, ['раз', 'раза', 'раз'])}`;
const EVENT_SLUG = 'autumn';

/** Rare levels (15, 30, 40) give free opens of event cases; the ultra level (50) a premium case plus money. */
const LEVEL_CASES: Record<number, { slug: string; opens: number }> = {
  15: { slug: 'autumn-leaves', opens: 2 },
  30: { slug: 'harvest', opens: 1 },
  40: { slug: 'harvest', opens: 2 },
  50: { slug: 'golden', opens: 1 },
};
/** The ultra level's money, in kopecks. */
const ULTRA_MONEY = 100_000;

/** Items priced near each target (kopecks), cheapest first at or above it: prize places from the catalog. */
async function itemsNear(db: Db, game: Game, targets: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const target of targets) {
    const [row] = await db.select({ id: items.id }).from(items).where(and(eq(items.game, game), gte(items.price, target))).orderBy(asc(items.price)).limit(1);
    if (row) out.push(row.id);
  }
  return out;
}

const places = (ids: number[]): PrizePlace[] => ids.map((itemId, i) => ({ place: i + 1, itemId }));

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function startOfUtcWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every player taking part gets two opens of the free leaf; after a first event case, a day of «Осенние листья». */
const EVENT_FREE_CASES: EventFreeCaseSpec[] = [
  { caseSlug: 'free-leaf', opens: 2, minEventOpens: 0 },
  { caseSlug: 'autumn-leaves', opens: 1, hours: 24, minEventOpens: 1 },
];

const LOOK: EventLook = {
  ...BASE_EVENT_LOOK,
  textTitle: 'Осенний ивент',
  eventTitle: 'Осень Тасти',
  eventSubtitle: 'Открывай ивентовые кейсы, копи монеты и забирай награды боевого пропуска',
  eventFullName: 'Осенний ивент TastyDrop',
  getCasesImages: ['/static/cases/autumn-leaves.svg', '/static/cases/harvest.svg'],
  activeTabs: ['NewCases', 'FreeCases', 'TastyBattlePass', 'Top'],
  popup: { ...BASE_EVENT_LOOK.popup, images: ['/static/event/autumn.svg'] },
  banners: [{ title: 'Осень Тасти', text: 'Монеты за каждый ивентовый кейс', image: '/static/event/autumn.svg', link: '/event' }],
};

/**
 * The demo engagement loop: a daily, a weekly and an event leaderboard, and an event running now with a
 * 50-level battle pass, tasks and a raffle. Does nothing when an event exists already.
 */
export async function seedEngagement(db: Db, game: Game, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: events.id }).from(events).limit(1);
  if (existing) return;
  const [anyItem] = await db.select({ id: items.id }).from(items).where(eq(items.game, game)).limit(1);
  if (!anyItem) return;

  const daily = await itemsNear(db, game, [30_000, 15_000, 8_000]);
  const weekly = await itemsNear(db, game, [150_000, 80_000, 40_000, 20_000, 10_000]);
  const eventPrizes = await itemsNear(db, game, [500_000, 250_000, 120_000, 60_000, 30_000, 20_000, 15_000, 10_000, 8_000, 5_000]);
  const eventStart = new Date(startOfUtcDay(now).getTime() - 3 * DAY_MS);
  const eventEnd = new Date(eventStart.getTime() + 30 * DAY_MS);
  const rafflePrizes = await itemsNear(db, game, [200_000, 100_000, 50_000]);
  const dayStart = startOfUtcDay(now);
  const weekStart = startOfUtcWeek(now);

  await db.transaction(async (tx) => {
    const [, , eventBoard] = await insertLeaderboards(tx, [
      { slug: `daily-${dayStart.toISOString().slice(0, 10)}`, type: 'daily', title: 'Гонка дня', description: 'daily', image: '/static/event/daily.svg', sort: 1, startsAt: dayStart, endsAt: new Date(dayStart.getTime() + DAY_MS), prizes: places(daily) },
      { slug: `weekly-${weekStart.toISOString().slice(0, 10)}`, type: 'weekly', title: 'Гонка недели', description: 'weekly', image: '/static/event/weekly.svg', sort: 2, startsAt: weekStart, endsAt: new Date(weekStart.getTime() + 7 * DAY_MS), prizes: places(weekly) },
      { slug: `event-${EVENT_SLUG}`, type: 'event', title: 'Осенняя гонка', description: 'event', image: '/static/event/autumn.svg', sort: 0, startsAt: eventStart, endsAt: eventEnd, prizes: places(eventPrizes), rolls: false },
    ]);
    const seed = randomBytes(32).toString('hex');
    const { id: eventId } = await insertEvent(tx, {
      slug: EVENT_SLUG,
      startsAt: eventStart,
      endsAt: eventEnd,
      look: LOOK,
      caseSlugs: ['autumn-leaves', 'harvest', 'free-leaf'],
      freeCases: EVENT_FREE_CASES,
      leaderboardId: eventBoard!.id,
      raffleSeed: seed,
      raffleSeedHash: hashServerSeed(seed),
      rafflePrizes,
    });
    const rewardCaseRows = await tx
      .select({ id: cases.id, slug: cases.slug })
      .from(cases)
      .where(and(eq(cases.game, game), inArray(cases.slug, Object.values(LEVEL_CASES).map((c) => c.slug))));
    const levelRows = Array.from({ length: BATTLE_PASS_LEVELS }, (_, i) => {
      const level = i + 1;
      const type = levelType(level);
      const reward = LEVEL_CASES[level];
      const caseId = reward && rewardCaseRows.find((c) => c.slug === reward.slug)?.id;
      return {
        eventId,
        level,
        cost: battlePassCost(level),
        rewardCoins: type === 'classic' && level % 2 === 1 ? 300 + level * 20 : 0,
        rewardMoney: type === 'classic' && level % 2 === 0 ? 1_000 + level * 100 : type === 'ultra' ? ULTRA_MONEY : 0,
        rewardCases: reward && caseId ? [{ caseId, opens: reward.opens }] : [],
      };
    });
    await insertBattlePassLevels(tx, levelRows);
    const eventCases = await tx.select({ id: cases.id, slug: cases.slug, name: cases.name }).from(cases).where(inArray(cases.slug, ['autumn-leaves', 'harvest']));
    const leaf = eventCases.find((c) => c.slug === 'autumn-leaves');
    const leaves = leaf ? [leaf.id] : [];
    // The case's own name on this game's site (the CS site calls its leaf case otherwise).
    const leafName = leaf?.name ?? '';
    await insertBattlePassTasks(
      tx,
      Array.from({ length: BATTLE_PASS_LEVELS }, (_, i) => i + 1).flatMap((level) => {
        const n = 1 + Math.floor(level / 10);
        const list: (typeof battlePassTasks.$inferInsert)[] = [
          { eventId, level, type: 'open_cases', goal: 2 * n, caseIds: leaves, description: `Открой кейс «${leafName}» ${times(2 * n)}`, rewardCoins: 200 },
        ];
        if (level % 3 === 0) list.push({ eventId, level, type: 'spend', goal: 50_000 * n, description: `Потрать ${500 * n} ₽ на кейсы, апгрейды и батлы`, rewardCoins: 500 });
        if (level % 4 === 1) list.push({ eventId, level, type: 'upgrade', goal: n, description: `Сделай ${n} ${plural(n, ['апгрейд', 'апгрейда', 'апгрейдов'])}`, rewardCoins: 300 });
        if (level % 5 === 2) list.push({ eventId, level, type: 'contract', goal: n, description: `Подпиши ${n} ${plural(n, ['контракт', 'контракта', 'контрактов'])}`, rewardCoins: 300 });
        if (level % 6 === 5) list.push({ eventId, level, type: 'win_battles', goal: n, description: `Выиграй ${n} ${plural(n, ['батл', 'батла', 'батлов'])}`, rewardCoins: 500 });
        return list;
      }),
    );
  });
}
