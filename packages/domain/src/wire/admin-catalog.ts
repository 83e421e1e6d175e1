import { z } from 'zod';
import { LABEL_TYPES } from '../game.js';
import { ConsoleReason } from './admin.js';

const Money = z.number().min(0).max(10_000_000);
const Slug = z.string().trim().min(1).max(80).regex(/^[a-z0-9][a-z0-9-]*$/);

/**
 * A case's settings as the console edits them (money as wire decimals). Odds are not here: they change only by
 * publishing; nor is volatility, which is measured from the published table.
 */
export const ConsoleCaseInput = z.object({
  slug: Slug,
  name: z.string().trim().min(1).max(120),
  sectionId: z.number().int().min(1),
  currency: z.enum(['GOLD', 'TASTY_COIN']).default('GOLD'),
  price: Money,
  oldPrice: Money.nullable().default(null),
  /** An image URL; empty: art generated from the slug. */
  image: z.string().trim().max(500).default(''),
  label: z.object({ type: z.enum(LABEL_TYPES), name: z.string().trim().max(40), color: z.string().trim().max(32) }).nullable().default(null),
  level: z.number().int().min(0).max(1000).default(0),
  locked: z.boolean().default(false),
  available: z.boolean().default(true),
  opensLimit: z.number().int().min(1).nullable().default(null),
  everyNOpenFree: z.number().int().min(2).max(1000).nullable().default(null),
  multifixNumber: z.number().int().min(2).max(10).nullable().default(null),
  isOffer: z.boolean().default(false),
  isLanding: z.boolean().default(false),
});
export type ConsoleCaseInput = z.infer<typeof ConsoleCaseInput>;

export const ConsoleItemInput = z.object({
  slug: Slug,
  name: z.string().trim().min(1).max(160),
  hero: z.string().trim().max(80).default(''),
  slot: z.string().trim().max(80).default(''),
  rarity: z.string().trim().min(1).max(40),
  price: z.number().min(0.01).max(10_000_000),
  image: z.string().trim().max(500).default(''),
});
export type ConsoleItemInput = z.infer<typeof ConsoleItemInput>;

/** An item saved; a new price from an account that cannot publish waits as approval `approvalId` (else null). */
export const ConsoleItemSaved = z.object({ ok: z.literal(true), approvalId: z.number().int().nullable() });

export const ConsoleSectionInput = z.object({
  slug: Slug,
  name: z.string().trim().min(1).max(120),
  isEvent: z.boolean().default(false),
  showOnMain: z.boolean().default(true),
  showInBattles: z.boolean().default(true),
});
export type ConsoleSectionInput = z.infer<typeof ConsoleSectionInput>;

/** Hide or show a case or section, with the reason kept in the audit log. */
export const ConsoleVisibility = z.object({ hidden: z.boolean(), reason: ConsoleReason.optional() });

/** A new display order: ids first to last. */
export const ConsoleReorder = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(1000) });

/** Publishing a case's drop table: each item's chance as a fraction of one (whole tickets of 100000). */
export const PublishCaseRequest = z.object({
  drops: z.array(z.object({ itemId: z.number().int().min(1), chance: z.number().min(0).max(1) })).min(1).max(500),
  /** Sets the case price (wire decimal) in the same publish. */
  price: Money.optional(),
  note: z.string().trim().max(300).default(''),
});
export type PublishCaseRequest = z.infer<typeof PublishCaseRequest>;

export const PublishResult = z.object({ version: z.number().int(), rtp: z.number() });

export const RollbackRequest = z.object({ reason: ConsoleReason });

/** A market price export: rows of name (or market_hash_name) and price, as CSV text or JSON. */
export const PriceImportRequest = z.object({
  format: z.enum(['csv', 'json']),
  text: z.string().min(1).max(5_000_000),
  /** After the prices, set each affected case's price so its return is the target. */
  repriceToTarget: z.boolean().default(false),
  targetRtp: z.number().min(0.5).max(1.2).default(0.9),
  /** false: only the preview, nothing changes. */
  apply: z.boolean().default(false),
});
export type PriceImportRequest = z.infer<typeof PriceImportRequest>;

export const PriceImportPreview = z.object({
  applied: z.boolean(),
  /** Items whose price changes: minor units before and after. */
  changes: z.array(z.object({ itemId: z.number(), name: z.string(), before: z.number(), after: z.number() })),
  unmatched: z.array(z.string()),
  /** Cases whose return changes: before and after as fractions; outside the allowed range when `outOfRange`. */
  cases: z.array(
    z.object({ caseId: z.number(), name: z.string(), rtpBefore: z.number(), rtpAfter: z.number(), outOfRange: z.boolean(), priceBefore: z.number(), priceAfter: z.number() }),
  ),
  version: z.number().nullable(),
  /** Applied by an account that cannot publish: the approval the prices wait for (else null). */
  approvalId: z.number().int().nullable(),
});
export type PriceImportPreview = z.infer<typeof PriceImportPreview>;

const PriceSourceName = z.enum(['skinport', 'market', 'steam']);

/**
 * GET /api/admin/prices/market: the price feeds this deployment is configured with and how each fared on its last
 * run, and the items whose market price differs most from the catalog's (prices in minor units). With no feed
 * configured the catalog keeps its own prices, and `configured` is empty.
 */
export const ConsoleMarketPrices = z.object({
  configured: z.array(PriceSourceName),
  feeds: z.array(
    z.object({
      source: PriceSourceName,
      lastRunAt: z.string(),
      lastOkAt: z.string().nullable(),
      lastError: z.string().nullable(),
      matched: z.number().int(),
      dropped: z.number().int(),
    }),
  ),
  counts: z.object({ items: z.number().int(), priced: z.number().int(), held: z.number().int() }),
  /**
   * The catalog's repricing from the market after each pull (decision 054): its bounds (shares) and its last change,
   * published by the site or sent for a sign-off. Absent where the route leaves it out.
   */
  reprice: z
    .object({
      enabled: z.boolean(),
      minMove: z.number(),
      maxItemMove: z.number(),
      maxCasePriceMove: z.number(),
      breakerMove: z.number(),
      targetRtp: z.number(),
      last: z.object({ at: z.string(), published: z.boolean(), target: z.string().nullable() }).nullable(),
    })
    .optional(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      catalogPrice: z.number().int(),
      marketPrice: z.number().int(),
      /** (market - catalog) / catalog. */
      difference: z.number(),
      sources: z.array(PriceSourceName),
      dropped: z.array(z.object({ source: PriceSourceName, reason: z.enum(['stale', 'outlier']) })),
      pricedAt: z.string(),
      heldSince: z.string().nullable(),
    }),
  ),
});
export type ConsoleMarketPrices = z.infer<typeof ConsoleMarketPrices>;

/** GET /api/v1/cases/stats: per case, the configured and the realised return over every open so far. */
export const CaseRtpStats = z.array(
  z.object({ caseId: z.number(), name: z.string(), slug: z.string(), configuredRtp: z.number(), realisedRtp: z.number().nullable(), opens: z.number() }),
);
export type CaseRtpStats = z.infer<typeof CaseRtpStats>;

/** A new catalog entry's id. */
export const ConsoleCreated = z.object({ id: z.number() });

/** GET /api/admin/catalog/cases/:id: settings, the drop table in force (prices in minor units, chances as fractions) and the publish ceiling. */
export const ConsoleCatalogCase = z.object({
  case: z.record(z.string(), z.unknown()),
  drops: z.array(z.object({ itemId: z.number(), name: z.string(), rarity: z.string(), price: z.number(), chance: z.number() })),
  version: z.number().nullable(),
  rtpCeiling: z.number(),
});
export type ConsoleCatalogCase = z.infer<typeof ConsoleCatalogCase>;

export const RollbackResult = z.object({ version: z.number() });

/** An opening recomputed from its seeds against its catalog version's drop table. */
export const OpeningCheck = z.object({
  openingId: z.number(),
  catalogVersion: z.number().nullable(),
  ticket: z.number(),
  ticketMatches: z.boolean(),
  itemId: z.number().nullable(),
  itemMatches: z.boolean().nullable(),
});

const RtpWindow = z.object({ window: z.union([z.number(), z.literal('all')]), opens: z.number(), realisedRtp: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable(), outside: z.boolean() });

/** GET /api/admin/monitor: configured against realised returns per case, battle self-checks, failed jobs and the feed's lag. */
export const ConsoleMonitor = z.object({
  cases: z.array(z.object({ caseId: z.number(), slug: z.string(), name: z.string(), configuredRtp: z.number(), catalogVersion: z.number().nullable(), windows: z.array(RtpWindow), alert: z.boolean() })),
  battles: z.object({ verified: z.number(), flagged: z.number(), recentFlagged: z.array(z.record(z.string(), z.unknown())) }),
  failedJobs: z.array(z.record(z.string(), z.unknown())),
  feedLag: z.object({ rows: z.number(), seconds: z.number() }),
});
export type ConsoleMonitor = z.infer<typeof ConsoleMonitor>;

/** GET /api/admin/catalog/items: a name or slug to look for (empty: all, cheapest first). */
export const ConsoleItemSearch = z.object({ q: z.string().trim().max(200).default('') });
