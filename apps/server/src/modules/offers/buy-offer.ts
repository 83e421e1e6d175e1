import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { toWire, type Game } from '@tastydrop/domain';
import type { Db, DbOrTx } from '../../platform/db/index.js';
import { offerPurchases, offerTriggers, offers, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { lockPerson } from '../risk/account-signals.js';
import { grantFreeCase } from '../rewards/grant-free-case.js';
import { credit, debit } from '../wallet/wallet.js';
import { offerCases, presentOffer } from './present-offer.js';

interface BuyInput {
  userId: number;
  offerId: number;
  triggerId?: number | undefined;
  now?: Date;
}

async function boughtWelcome(tx: DbOrTx, accounts: number[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: offerPurchases.id })
    .from(offerPurchases)
    .innerJoin(offerTriggers, eq(offerTriggers.id, offerPurchases.triggerId))
    .where(and(inArray(offerPurchases.userId, accounts), eq(offerTriggers.type, 'welcome')))
    .limit(1);
  return row !== undefined;
}

/**
 * Buys an offer in one transaction: the purchase row (its unique key admits one purchase per
 * trigger, or per player for a shop offer), the price through the wallet, then the coins, money
 * and free case opens it names, each grant keyed by the purchase so nothing is granted twice.
 */
export async function buyOffer(db: Db, catalog: CaseCatalog, game: Game, input: BuyInput) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(and(eq(offers.id, input.offerId), eq(offers.game, game), eq(offers.active, true)));
    if (!offer) throw new AppError('offer_not_found');
    let trigger: typeof offerTriggers.$inferSelect | null = null;
    if (offer.kind === 'personal') {
      if (!input.triggerId) throw new AppError('offer_not_found');
      const [found] = await tx
        .select()
        .from(offerTriggers)
        .where(
          and(
            eq(offerTriggers.id, input.triggerId),
            eq(offerTriggers.userId, input.userId),
            eq(offerTriggers.offerId, offer.id),
            gt(offerTriggers.expiresAt, sql`${now.toISOString()}::timestamptz`),
          ),
        );
      if (!found) throw new AppError('offer_not_found');
      trigger = found;
      // The welcome offer is once per person (docs/decisions/058): accounts linked after sign-up still share it.
      if (found.type === 'welcome') {
        const group = await lockPerson(tx, 'welcome-offer', input.userId);
        if (group.length > 1 && (await boughtWelcome(tx, group.slice(1)))) throw new AppError('linked_bonus_claimed');
      }
    }
    const purchaseKey = trigger ? `trigger:${trigger.id}` : `offer:${offer.id}:user:${input.userId}`;
    const [purchase] = await tx
      .insert(offerPurchases)
      .values({ userId: input.userId, offerId: offer.id, triggerId: trigger?.id ?? null, purchaseKey, price: offer.price })
      .onConflictDoNothing({ target: offerPurchases.purchaseKey })
      .returning({ id: offerPurchases.id });
    if (!purchase) throw new AppError('offer_already_bought');

    const ref = `offer:${offer.id}`;
    await debit(tx, { userId: input.userId, currency: 'money', amount: offer.price, reason: 'offer_purchase', ref });
    const key = `offer-purchase:${purchase.id}`;
    if (offer.bonusCoins > 0) await credit(tx, { userId: input.userId, currency: 'coins', amount: offer.bonusCoins, reason: 'offer_bonus', ref, idempotencyKey: `${key}:coins` });
    if (offer.bonusMoney > 0) await credit(tx, { userId: input.userId, currency: 'money', amount: offer.bonusMoney, reason: 'offer_bonus', ref, idempotencyKey: `${key}:money` });
    for (const c of await offerCases(catalog, offer, trigger)) {
      await grantFreeCase(tx, { userId: input.userId, caseId: c.loaded.row.id, source: 'offer', opens: c.opens, key: `${key}:case:${c.loaded.row.id}` });
    }
    if (trigger) await tx.update(offerTriggers).set({ status: 'bought' }).where(eq(offerTriggers.id, trigger.id));

    const [user] = await tx.select({ balance: users.balance, coinBalance: users.coinBalance }).from(users).where(eq(users.id, input.userId));
    return {
      balance: toWire(user!.balance),
      coinBalance: toWire(user!.coinBalance),
      offer: await presentOffer(catalog, offer, trigger, true),
    };
  });
}
