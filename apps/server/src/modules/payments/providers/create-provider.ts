import { createHmac } from 'node:crypto';
import type { Config } from '../../../platform/config.js';
import { createIpAllowList, YOOKASSA_NOTIFY_RANGES } from './ip-allowlist.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createYookassaProvider } from './yookassa-provider.js';

/** The sandbox's signing key: PAYMENT_WEBHOOK_SECRET, or one derived from the session secret. */
export function sandboxSecret(config: Config): string {
  return config.PAYMENT_WEBHOOK_SECRET ?? createHmac('sha256', config.sessionSecret).update('payments-sandbox-webhook').digest('hex');
}

/** The configured provider: YooKassa when PAYMENTS_PROVIDER=yookassa, else the sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'yookassa') {
    const ranges = config.YOOKASSA_WEBHOOK_IPS?.split(',') ?? YOOKASSA_NOTIFY_RANGES;
    return createYookassaProvider({
      // The config refuses yookassa without both (crossFieldProblems).
      shopId: config.YOOKASSA_SHOP_ID ?? '',
      secretKey: config.YOOKASSA_SECRET_KEY ?? '',
      apiUrl: config.YOOKASSA_API_URL,
      allowSender: createIpAllowList(ranges),
    });
  }
  return createSandboxProvider({ secret: sandboxSecret(config) });
}
