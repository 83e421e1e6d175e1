import { z } from 'zod';
import { GAMES } from '@tastydrop/domain';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(6),
    REDIS_URL: optionalString,
    PUBLIC_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GAME: z.enum(GAMES).default('dota'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    OPEN_RATE_LIMIT: z.coerce.number().int().positive().default(50),
    REALTIME_PING_INTERVAL_MS: z.coerce.number().int().positive().default(25_000),
    /** Battles: the pause before round 1, between rounds, and how often the reveal worker looks for due rounds. */
    BATTLE_COUNTDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    BATTLE_ROUND_MS: z.coerce.number().int().min(10).max(60_000).default(3500),
    BATTLE_POLL_MS: z.coerce.number().int().min(10).max(10_000).default(250),
    /** A battle nobody started within this time is called off and refunded. */
    BATTLE_MAX_WAIT_MS: z.coerce.number().int().min(60_000).max(7 * 24 * 3_600_000).default(3_600_000),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    TEST_FIXTURES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    REDIRECT_TO_WELCOME: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    STEAM_API_KEY: optionalString,
    STEAM_OPENID_ENDPOINT: z.url().default('https://steamcommunity.com/openid/login'),
    STEAM_API_ENDPOINT: optionalString,
    /** Withdrawal bots as a JSON array of {accountName, password, sharedSecret, identitySecret}; none means the sandbox. */
    STEAM_BOTS: optionalString,
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
  });

const present = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** Rules across variables, checked on the raw values so they are reported with every other problem. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (!present(env.PUBLIC_BASE_URL)) problems.push('PUBLIC_BASE_URL: is required in production');
    if (!present(env.SESSION_SECRET)) problems.push('SESSION_SECRET: is required in production');
    if (env.TEST_FIXTURES === 'true') problems.push('TEST_FIXTURES: must not be enabled in production');
    // The sandbox hands out money for nothing: production must choose it knowingly.
    if (!present(env.PAYMENTS_PROVIDER)) problems.push('PAYMENTS_PROVIDER: is required in production (sandbox or yookassa)');
  }
  for (const provider of ['GOOGLE', 'VK']) {
    if (present(env[`${provider}_CLIENT_ID`]) !== present(env[`${provider}_CLIENT_SECRET`])) {
      problems.push(`${provider}_CLIENT_SECRET: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET go together`);
    }
  }
  if (env.PAYMENTS_PROVIDER === 'yookassa' && !(present(env.YOOKASSA_SHOP_ID) && present(env.YOOKASSA_SECRET_KEY))) {
    problems.push('YOOKASSA_SECRET_KEY: PAYMENTS_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicBaseUrl: string;
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
    // Development only: production requires SESSION_SECRET (checked above).
    sessionSecret: e.SESSION_SECRET ?? 'development-only-session-secret-change-me',
  };
}
