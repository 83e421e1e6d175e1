import { randomUUID } from 'node:crypto';
import type { Game } from '@tastydrop/domain';
import type { Tx } from '../../platform/db/index.js';
import { balanceApprovals, type PricesApprovalSubject } from '../../platform/db/schema/index.js';
import { setItemPrices } from '../cases/item-store.js';
import { lockPublishes, publishVersion } from './catalog-versions.js';
import { checkCaseReturns, tablesInForce, type CaseReturn } from './check-case-returns.js';
import type { ConsoleActor } from './console-roles.js';

/** New item prices, and case prices set with them (re-priced to a target return); minor units. */
export interface PriceChange {
  items: { itemId: number; name: string; before: number; after: number }[];
  casePrices: { caseId: number; price: number }[];
}

/** The change as the return check sees it: the new item prices and the re-priced cases' tables in force. */
export async function asReturnChange(tx: Tx, game: Game, change: PriceChange) {
  const inForce = await tablesInForce(tx, game);
  const tables = Object.fromEntries(
    change.casePrices.filter((c) => inForce[String(c.caseId)]).map((c) => [String(c.caseId), { ...inForce[String(c.caseId)]!, price: c.price }]),
  );
  return { tables, itemPrices: new Map(change.items.map((i) => [i.itemId, i.after])) };
}

/** Who changes prices: a console account, or null for the site itself (the market repricing). */
type PriceActor = Pick<ConsoleActor, 'userId'> | null;

/**
 * Puts item prices (and the case prices set with them, as one new catalog version) live, after the one return
 * check refuses any case it would move out of range. Takes the publish lock first.
 */
export async function applyPriceChange(tx: Tx, actor: PriceActor, game: Game, change: PriceChange, rtpCeiling: number, note: string): Promise<{ version: number | null; cases: CaseReturn[] }> {
  await lockPublishes(tx);
  const proposal = await asReturnChange(tx, game, change);
  const cases = await checkCaseReturns(tx, game, proposal, rtpCeiling, { enforce: true });
  await setItemPrices(tx, game, change.items.map((i) => ({ itemId: i.itemId, price: i.after })));
  const published = Object.keys(proposal.tables).length > 0 ? await publishVersion(tx, game, proposal.tables, { note, actorId: actor?.userId ?? null }) : null;
  return { version: published?.id ?? null, cases };
}

/**
 * A price change by an account that cannot publish: nothing goes live; it waits as an approval for an account
 * that can, holding the returns it would give each case it moves (out-of-range ones marked). The caller audits.
 */
export async function draftPriceChange(tx: Tx, actor: PriceActor, game: Game, change: PriceChange, rtpCeiling: number, reason: string): Promise<{ approvalId: number; cases: CaseReturn[] }> {
  const cases = await checkCaseReturns(tx, game, await asReturnChange(tx, game, change), rtpCeiling, { enforce: false });
  const subject: PricesApprovalSubject = {
    game,
    items: change.items,
    casePrices: change.casePrices,
    cases: cases.map((c) => ({ caseId: c.caseId, name: c.name, rtpBefore: c.rtpBefore, rtpAfter: c.rtpAfter, outOfRange: c.outOfRange })),
  };
  const [row] = await tx
    .insert(balanceApprovals)
    .values({ kind: 'prices', subject, reason, requestedBy: actor?.userId ?? null, requestKey: `prices:${randomUUID()}` })
    .returning({ id: balanceApprovals.id });
  return { approvalId: row!.id, cases };
}
