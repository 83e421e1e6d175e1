import { and, eq, inArray } from 'drizzle-orm';
import { giftDurationMs, toWire, type FreeCaseGift, type FreeCaseGiftView, type Game, type PrizeSpec, type PrizeView } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { credit } from '../wallet/wallet.js';
import { grantFreeCase, type FreeCaseGrant } from './grant-free-case.js';

interface GiftCase {
  id: number;
  slug: string;
  name: string;
  image: string;
}

/** The catalog cases that gifts name, by slug (unknown slugs are left out). */
async function giftCases(db: DbOrTx, game: Game, slugs: string[]): Promise<Map<string, GiftCase>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: cases.id, slug: cases.slug, name: cases.name, appearance: cases.appearance })
    .from(cases)
    .where(and(eq(cases.game, game), inArray(cases.slug, [...new Set(slugs)])));
  return new Map(rows.map((r) => [r.slug, { id: r.id, slug: r.slug, name: r.name, image: r.appearance.image }]));
}

function view(c: GiftCase, gift: FreeCaseGift): FreeCaseGiftView {
  return { slug: c.slug, name: c.name, image: c.image, opens: gift.opens, counterType: gift.hours ? 'time' : 'quantity', hours: gift.hours ?? null };
}

/** The grant key of the `index`-th gift granted under `key` (see grantGifts). */
export function giftGrantKey(key: string, index: number): string {
  return `${key}:${index}`;
}

/** How each gift shows, in order; null for a gift whose case is not in this catalog. */
export async function presentEachGift(db: DbOrTx, game: Game, gifts: FreeCaseGift[]): Promise<(FreeCaseGiftView | null)[]> {
  const found = await giftCases(db, game, gifts.map((g) => g.caseSlug));
  return gifts.map((g) => {
    const c = found.get(g.caseSlug);
    return c ? view(c, g) : null;
  });
}

/** How gifts show (a gift whose case is not in this catalog is left out). */
export async function presentGifts(db: DbOrTx, game: Game, gifts: FreeCaseGift[]): Promise<FreeCaseGiftView[]> {
  return (await presentEachGift(db, game, gifts)).filter((v): v is FreeCaseGiftView => v !== null);
}

/**
 * Grants gifts through `grantFreeCase` in the caller's transaction, each under `{key}:{i}`; returns
 * what was granted now (nothing when the keys were used before). A gift naming no catalog case fails.
 */
export async function grantGifts(
  tx: DbOrTx,
  input: { userId: number; game: Game; gifts: FreeCaseGift[]; source: FreeCaseGrant['source']; key: string; now?: Date },
): Promise<FreeCaseGiftView[]> {
  const found = await giftCases(tx, input.game, input.gifts.map((g) => g.caseSlug));
  const now = input.now ?? new Date();
  const granted: FreeCaseGiftView[] = [];
  for (const [i, gift] of input.gifts.entries()) {
    const c = found.get(gift.caseSlug);
    if (!c) throw new AppError('caseNotFound');
    const lasts = giftDurationMs(gift);
    const fresh = await grantFreeCase(tx, {
      userId: input.userId,
      caseId: c.id,
      source: input.source,
      opens: gift.opens,
      expiresAt: lasts === null ? null : new Date(now.getTime() + lasts),
      key: giftGrantKey(input.key, i),
    });
    if (fresh) granted.push(view(c, gift));
  }
  return granted;
}

/** A prize as the wire shows it. */
export async function presentPrize(db: DbOrTx, game: Game, prize: PrizeSpec): Promise<PrizeView> {
  if (prize.kind !== 'freeCase') return { kind: prize.kind, amount: toWire(prize.amount), freeCase: null };
  const [gift] = await presentGifts(db, game, [prize.gift]);
  return { kind: 'freeCase', amount: 0, freeCase: gift ?? null };
}

/** Pays a prize once per key in the caller's transaction: a wallet credit or a free-case grant. False when the key was used. */
export async function payPrize(
  tx: DbOrTx,
  input: { userId: number; game: Game; prize: PrizeSpec; source: FreeCaseGrant['source']; key: string; reason: string; ref: string },
): Promise<boolean> {
  const { prize } = input;
  if (prize.kind === 'freeCase') {
    const granted = await grantGifts(tx, { userId: input.userId, game: input.game, gifts: [prize.gift], source: input.source, key: input.key });
    return granted.length > 0;
  }
  const currency = prize.kind === 'coins' ? 'coins' : 'money';
  const after = await credit(tx, { userId: input.userId, currency, amount: prize.amount, reason: input.reason, ref: input.ref, idempotencyKey: input.key });
  return after !== null;
}
