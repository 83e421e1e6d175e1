import { isIP } from 'node:net';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { applyFeatureOverrides, FEATURE_NAMES, GAMES, parseRateTiers, type FeatureFlags, type RateTier } from '@tastydrop/domain';
import { crossFieldProblems } from './config-rules.js';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Which proxies may name the client in X-Forwarded-For: `false` (none), a hop count, or the proxies'
 * addresses and CIDR ranges. A plain `true` would trust every hop, so any client could pick its own address.
 */
const TrustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim();
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or the proxy addresses / CIDR ranges (true trusts every hop and is refused)' });
    return z.NEVER;
  });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Feature flags: the domain's default table with this server's overrides (`techies,-battles`); an unknown name is refused. */
const Features = z
  .string()
  .optional()
  .transform((raw, ctx): FeatureFlags => {
    const { flags, unknown } = applyFeatureOverrides(raw);
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `unknown feature ${unknown.join(', ')} (known: ${FEATURE_NAMES.join(', ')})` });
      return z.NEVER;
    }
    return flags;
  });

/** Rate tiers `threshold:percent,…` (decision 061): an empty or malformed list is refused. */
const RateTiers = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw, ctx): RateTier[] => {
      const tiers = parseRateTiers(raw);
      if (tiers) return tiers;
      ctx.addIssue({ code: 'custom', message: 'must be threshold:percent pairs, comma-separated (0:5,5:7,20:10)' });
      return z.NEVER;
    });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(6),
    // How long a request waits for a database connection before it answers `busy`.
    DATABASE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    // How long the case catalog is served from memory before a read reloads it (0: every read).
    CATALOG_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
    // How long the site-wide counters (the footer's, the top drops' count) are served from memory (0: every read).
    COUNTERS_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    REDIS_URL: optionalString,
    // Market price feeds (docs/decisions/051, 052): each is on when its root is set; with none, the catalog keeps its own prices.
    PRICES_SKINPORT_URL: optionalString.pipe(z.url().optional()),
    // A market.csgo.com-style bulk price list for this deployment's game (one host per game).
    PRICES_MARKET_URL: optionalString.pipe(z.url().optional()),
    // Steam's price overview, asked for the items no other feed quotes freshly, at most PRICES_STEAM_PER_RUN a run.
    PRICES_STEAM_URL: optionalString.pipe(z.url().optional()),
    PRICES_STEAM_PER_RUN: z.coerce.number().int().min(0).max(1000).default(20),
    PRICES_INTERVAL_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(300_000),
    PRICES_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    // A source's latest quote older than this no longer counts.
    PRICES_STALE_AFTER_MS: z.coerce.number().int().min(60_000).max(30 * 86_400_000).default(6 * 3_600_000),
    // A quote farther than this share from the other sources' median is an outlier (0.5 = 50 %).
    PRICES_OUTLIER_RATIO: z.coerce.number().gt(0).max(10).default(0.5),
    // The catalog follows the market after each pull (docs/decisions/054): items moved less than the minimum keep their
    // price; a change moving an item or a case's price past its bound waits for a console sign-off; a case whose
    // expected drop value moves past the breaker stops selling until an operator shows it again. Shares (0.1 = 10 %).
    PRICES_REPRICE: z.enum(['on', 'off']).default('on'),
    PRICES_REPRICE_MIN_MOVE: z.coerce.number().min(0).max(1).default(0.02),
    PRICES_REPRICE_MAX_ITEM_MOVE: z.coerce.number().gt(0).max(10).default(0.15),
    PRICES_REPRICE_MAX_CASE_MOVE: z.coerce.number().gt(0).max(10).default(0.1),
    PRICES_BREAKER_MOVE: z.coerce.number().gt(0).max(10).default(0.3),
    PRICES_TARGET_RTP: z.coerce.number().min(0.8).max(0.95).default(0.9),
    /** Bearer token of GET /metrics; unset, /metrics is not found. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** GET /readyz fails while the activity feed trails the play by more than this. */
    READY_MAX_FEED_LAG_SECONDS: z.coerce.number().positive().default(60),
    /** On SIGTERM: how long /readyz answers 503 before the listener closes, and how long the whole drain may take. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(25_000),
    PUBLIC_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GAME: z.enum(GAMES).default('dota'),
    /** The other game's site: the project switcher (header, side menu) and the footer link to it; unset hides them. */
    SIBLING_SITE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    /** Real item pictures: `<base>/<image key>.png` instead of the generated art; unset keeps the generated art. */
    ITEM_IMAGE_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    OPEN_RATE_LIMIT: z.coerce.number().int().positive().default(50),
    /** The PWA install bonus: coins (hundredths), or free opens of the case PWA_BONUS_CASE (a slug) when set. */
    PWA_BONUS_COINS: z.coerce.number().int().positive().default(2000),
    PWA_BONUS_CASE: optionalString,
    PWA_BONUS_CASE_OPENS: z.coerce.number().int().positive().max(100).default(1),
    /** Batched case opening: `auto` batches on PostgreSQL and opens one by one on PGlite. */
    OPEN_BATCH: z.enum(['auto', 'on', 'off']).default('auto'),
    OPEN_BATCH_WINDOW_MS: z.coerce.number().min(0).max(1000).default(2),
    OPEN_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(64),
    OPEN_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Batched selling and upgrading (decision 021), like OPEN_BATCH and with its window, size and lanes. */
    SELL_BATCH: z.enum(['auto', 'on', 'off']).default('auto'),
    UPGRADE_BATCH: z.enum(['auto', 'on', 'off']).default('auto'),
    REALTIME_PING_INTERVAL_MS: z.coerce.number().int().positive().default(25_000),
    REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(20),
    SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    /** Batches of the site's own analytics events per minute per player or address: a page view per navigation. */
    ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(240),
    TRUST_PROXY: TrustProxy,
    /** Battles: the pause before round 1, between rounds, and how often the reveal worker looks for due rounds. */
    BATTLE_COUNTDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    BATTLE_ROUND_MS: z.coerce.number().int().min(10).max(60_000).default(3500),
    BATTLE_POLL_MS: z.coerce.number().int().min(10).max(10_000).default(250),
    /** A battle nobody started within this time is called off and refunded. */
    BATTLE_MAX_WAIT_MS: z.coerce.number().int().min(60_000).max(7 * 24 * 3_600_000).default(3_600_000),
    TEST_FIXTURES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Outside production: `login:password` of the dev header variant, with which a client sending that basic auth
     * and `X-Dev-User-Id` acts as that player. Unset: off.
     */
    DEV_BASIC_AUTH: optionalString.refine((v) => v === undefined || /^[^:]+:.{8,}$/.test(v), { message: 'login:password, the password at least 8 characters' }),
    /** Feature flags switched on (`techies`) or off (`-battles`) against the domain's default table, comma-separated. */
    FEATURES: Features,
    REDIRECT_TO_WELCOME: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    STEAM_API_KEY: optionalString,
    STEAM_OPENID_ENDPOINT: z.url().default('https://steamcommunity.com/openid/login'),
    STEAM_API_ENDPOINT: optionalString,
    /** Withdrawal bots as a JSON array of {accountName, password, sharedSecret, identitySecret}; none means the sandbox. */
    STEAM_BOTS: optionalString,
    /** CS2: `on` lets bots send items their previous owner can still reverse under Trade Protection (default `off`). */
    CS_SEND_PROTECTED_ITEMS: z.enum(['off', 'on']).default('off'),
    // Withdrawals bought on a marketplace (docs/decisions/065-market-withdrawals.md): a market.csgo.com-style buy-for API
    // for this deployment's game (one host per game) and the account's key; both or neither. The console picks whether
    // the market or the bots' stock serves first.
    MARKET_API_URL: optionalString.pipe(z.url().optional()),
    MARKET_API_KEY: optionalString,
    // How far over an item's value a purchase may go (0.1 = 10 %), purchases per withdrawal, a seller's time to send.
    MARKET_MAX_OVERPAY: z.coerce.number().min(0).max(1).default(0.1),
    MARKET_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    MARKET_DELIVERY_WAIT_MS: z.coerce.number().int().min(60_000).max(7 * 86_400_000).default(2 * 3_600_000),
    MARKET_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTHORIZATION_ENDPOINT: optionalString,
    GOOGLE_TOKEN_ENDPOINT: optionalString,
    VK_CLIENT_ID: optionalString,
    VK_CLIENT_SECRET: optionalString,
    VK_AUTHORIZATION_ENDPOINT: optionalString,
    VK_TOKEN_ENDPOINT: optionalString,
    VK_API_ENDPOINT: optionalString,
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
    YOOKASSA_SHOP_ID: optionalString,
    YOOKASSA_SECRET_KEY: optionalString,
    YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
    /** Comma-separated addresses and CIDR ranges YooKassa notifies from (default: the published ones). */
    YOOKASSA_WEBHOOK_IPS: optionalString,
    PAYMENT_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    PAYMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    /** The operator's legal details shown in the footer and the documents (required in production). */
    OPERATOR_NAME: optionalString,
    OPERATOR_REGISTRATION: optionalString,
    OPERATOR_ADDRESS: optionalString,
    /** Contact addresses; a missing one is not shown. SUPPORT_EMAIL is required in production. */
    SUPPORT_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    PARTNER_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADS_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    /** Outgoing mail (smtp://user:pass@host:587 or smtps://…); unset: messages go to MAIL_OUTBOX_DIR. */
    SMTP_URL: optionalString.pipe(z.url({ message: 'must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: optionalString,
    /** Where messages go without SMTP_URL (default: outbox under DATA_DIR). */
    MAIL_OUTBOX_DIR: optionalString,
    /** Web Push VAPID keys; unset: generated at first start and kept in the database. */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString,
    /** Telegram channel check for the fast mission: bot token and channel (@name or id); unset: sandbox. */
    TELEGRAM_BOT_TOKEN: optionalString,
    TELEGRAM_CHANNEL: optionalString,
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
    /** VK group check for the fast mission: service token and group id; unset: sandbox. */
    VK_SERVICE_TOKEN: optionalString,
    VK_GROUP_ID: optionalString,
    /** Operator console: addresses and CIDR ranges allowed in (comma-separated; unset: any address). */
    ADMIN_IP_ALLOWLIST: optionalString,
    /** A console session lapses after this long without an action. */
    ADMIN_IDLE_MS: z.coerce.number().int().min(60_000).max(24 * 3_600_000).default(30 * 60_000),
    /**
     * Balance changes to one player that add up (applied and pending, by size, per currency) to more than this many
     * roubles (or coins) within ADMIN_APPROVAL_WINDOW_HOURS need a second console account's approval; so does a promo
     * code paying more than this per activation.
     */
    ADMIN_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
    ADMIN_APPROVAL_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    /** A promo code that can pay more than this many roubles in all (value × uses) needs a second account's approval. */
    ADMIN_PROMO_APPROVAL_TOTAL: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
    /** No promo code may pay more than this many roubles in all. */
    ADMIN_PROMO_TOTAL_CAP: z.coerce.number().int().min(0).max(1_000_000_000).default(1_000_000),
    /** Payouts to one streamer partner (pending and approved) may add up to this many roubles within ADMIN_APPROVAL_WINDOW_HOURS. */
    ADMIN_PARTNER_PAYOUT_CAP: z.coerce.number().int().min(0).max(100_000_000).default(300_000),
    /** The console's dashboard raises an alert for an open withdrawal older than this many minutes. */
    ADMIN_WITHDRAWAL_ALERT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
    /** The console refuses to publish a case whose return to player (a fraction) is above this. */
    ADMIN_RTP_CEILING: z.coerce.number().min(0.5).max(1.5).default(0.95),
    /**
     * A withdrawal by trade link asked for within this many hours of the saved link being replaced waits until the
     * hours have passed, and the player is told by e-mail and push (a hijacked account's new link is stopped in time);
     * 0 turns the hold off.
     */
    TRADE_LINK_HOLD_HOURS: z.coerce.number().min(0).max(7 * 24).default(24),
    /** A support answer the player has not read this many minutes after it was written goes to them by e-mail. */
    /** Encrypts identity documents at rest: 32 bytes, base64; unset, a key derived from the session secret is used. */
    IDENTITY_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
        .optional(),
    ),
    /** Days after a decision that an identity check's files are deleted (the decision is kept). */
    IDENTITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Partitioned history (docs/decisions/064-partitioned-history.md): monthly partitions are kept this many months
     * ahead; analytics events and payment webhook records drop whole months older than this many before the current
     * one. The ledger and the audit are never dropped and have no such setting.
     */
    HISTORY_MONTHS_AHEAD: z.coerce.number().int().min(1).max(24).default(3),
    ANALYTICS_KEEP_MONTHS: z.coerce.number().int().min(1).max(120).default(2),
    WEBHOOK_EVENTS_KEEP_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Sessions are forgotten this many days after they ended (the console shows a player's sessions until then). */
    SESSIONS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    SUPPORT_MAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(10),
    /**
     * The referral programme (docs/decisions/061-partners.md): the referrer's share of the house edge of referred
     * players' play by how many of them staked within PARTNER_ACTIVE_DAYS; the least claim (roubles), the hold before an
     * accrual is claimable, how young an account must be to take a code, and the most commission claimed per day (roubles).
     */
    PARTNER_TIERS: RateTiers('0:5,5:7,20:10'),
    PARTNER_ACTIVE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PARTNER_MIN_CLAIM: z.coerce.number().min(0).max(1_000_000).default(100),
    PARTNER_HOLD_HOURS: z.coerce.number().min(0).max(90 * 24).default(72),
    PARTNER_BIND_WINDOW_HOURS: z.coerce.number().min(0).max(90 * 24).default(72),
    PARTNER_DAILY_CAP: z.coerce.number().min(0).max(100_000_000).default(50_000),
    /**
     * A referred player's first deposit (the first of every account of the same person) earns this share of it in
     * basis points on top of any other bonus, at most PARTNER_FIRST_DEPOSIT_BONUS_CAP roubles; 0 turns it off.
     */
    PARTNER_FIRST_DEPOSIT_BONUS_BP: z.coerce.number().int().min(0).max(10_000).default(1_000),
    PARTNER_FIRST_DEPOSIT_BONUS_CAP: z.coerce.number().min(0).max(1_000_000).default(500),
    /** Rakeback: every player's share of the house edge of their own play by level, the least claim (roubles), claimed once a day. */
    RAKEBACK_TIERS: RateTiers('0:1,10:2,30:3,60:5'),
    RAKEBACK_MIN_CLAIM: z.coerce.number().min(0).max(1_000_000).default(1),
    /** How often a player may claim rakeback: day, week or month (30 days). */
    RAKEBACK_PERIOD: z.enum(['day', 'week', 'month']).default('day'),
  });

type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicBaseUrl: string;
  /**
   * Signs realtime channel tokens: SESSION_SECRET, else a random one for this process until main.ts
   * replaces it with the one kept for every process of this site (session-secret.ts). Never a known value.
   */
  sessionSecret: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossFieldProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    ...e,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  };
}
