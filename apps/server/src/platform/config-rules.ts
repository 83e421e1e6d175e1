/** Configuration rules that span several variables (production's requirements, variables that go in pairs). */

const present = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** Rules across variables, checked on the raw values so they are reported with every other problem. */
export function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (!present(env.PUBLIC_BASE_URL)) problems.push('PUBLIC_BASE_URL: is required in production');
    if (!present(env.SESSION_SECRET)) problems.push('SESSION_SECRET: is required in production');
    if (env.TEST_FIXTURES === 'true') problems.push('TEST_FIXTURES: must not be enabled in production');
    if (present(env.DEV_BASIC_AUTH)) problems.push('DEV_BASIC_AUTH: the dev header variant must not be enabled in production');
    // The sandbox hands out money for nothing: production must choose it knowingly.
    if (!present(env.PAYMENTS_PROVIDER)) problems.push('PAYMENTS_PROVIDER: is required in production (sandbox or yookassa)');
    // Free sandbox money must never buy items that real bots hand out.
    if (env.PAYMENTS_PROVIDER?.trim() === 'sandbox' && present(env.STEAM_BOTS)) {
      problems.push('PAYMENTS_PROVIDER: sandbox payments cannot run in production with real trade bots (STEAM_BOTS)');
    }
    if (env.PAYMENTS_PROVIDER?.trim() === 'sandbox' && present(env.MARKET_API_KEY)) {
      problems.push('PAYMENTS_PROVIDER: sandbox payments cannot run in production with market withdrawals (MARKET_API_KEY)');
    }
    // Players and regulators must see who runs the site: no demo details in production.
    for (const key of ['OPERATOR_NAME', 'OPERATOR_REGISTRATION', 'OPERATOR_ADDRESS', 'SUPPORT_EMAIL']) {
      if (!present(env[key])) problems.push(`${key}: is required in production`);
    }
  }
  for (const provider of ['GOOGLE', 'VK']) {
    if (present(env[`${provider}_CLIENT_ID`]) !== present(env[`${provider}_CLIENT_SECRET`])) {
      problems.push(`${provider}_CLIENT_SECRET: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET go together`);
    }
  }
  for (const [a, b] of [
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHANNEL'],
    ['VK_SERVICE_TOKEN', 'VK_GROUP_ID'],
    ['MARKET_API_URL', 'MARKET_API_KEY'],
  ] as const) {
    if (present(env[a]) !== present(env[b])) problems.push(`${b}: ${a} and ${b} go together`);
  }
  if (env.PAYMENTS_PROVIDER === 'yookassa' && !(present(env.YOOKASSA_SHOP_ID) && present(env.YOOKASSA_SECRET_KEY))) {
    problems.push('YOOKASSA_SECRET_KEY: PAYMENTS_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  }
  return problems;
}
