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
    REDIS_URL: optionalString,
    PUBLIC_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GAME: z.enum(GAMES).default('dota'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    REDIRECT_TO_WELCOME: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    STEAM_API_KEY: optionalString,
    STEAM_OPENID_ENDPOINT: z.url().default('https://steamcommunity.com/openid/login'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTHORIZATION_ENDPOINT: optionalString,
    GOOGLE_TOKEN_ENDPOINT: optionalString,
    VK_CLIENT_ID: optionalString,
    VK_CLIENT_SECRET: optionalString,
    VK_AUTHORIZATION_ENDPOINT: optionalString,
    VK_TOKEN_ENDPOINT: optionalString,
    VK_API_ENDPOINT: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    }
    if (Boolean(env.VK_CLIENT_ID) !== Boolean(env.VK_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['VK_CLIENT_SECRET'], message: 'VK_CLIENT_ID and VK_CLIENT_SECRET go together' });
    }
  });

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
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    ...e,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // Development only: production requires SESSION_SECRET (checked above).
    sessionSecret: e.SESSION_SECRET ?? 'development-only-session-secret-change-me',
  };
}
