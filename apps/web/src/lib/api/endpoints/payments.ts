import type { ActivePromo, PromoInfo, SandboxDecision, SandboxDecisionResponse, SandboxPayment, BonusLevelList, DefaultCountry, Ok, PaymentCountry, PaymentCountryList, PromoApplyRequest, PromoApplyResponse, TransactionStartRequest, TransactionStartResponse, TransactionStatus, TransactionStatusQuery } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The payments calls of the web app. */
export const paymentsApi = {
  countries: endpoint<typeof PaymentCountryList>()('payments.countries', 'GET', '/v1/payments/countries'),
  defaultCountry: endpoint<typeof DefaultCountry>()('payments.defaultCountry', 'GET', '/v1/payments/countries/default'),
  country: endpoint<typeof PaymentCountry>()('payments.country', 'GET', '/v1/payments/countries/:iso'),
  bonusLevels: endpoint<typeof BonusLevelList>()('payments.bonusLevels', 'GET', '/v1/payments/bonus/levels'),
  activePromo: endpoint<typeof ActivePromo>()('payments.activePromo', 'GET', '/v1/payments/promo/user', true),
  resetPromo: endpoint<typeof Ok>()('payments.resetPromo', 'GET', '/v1/payments/promo/user/reset', true),
  applyPromo: endpoint<typeof PromoApplyResponse, typeof PromoApplyRequest>()('payments.applyPromo', 'POST', '/v1/payments/promo/apply', true),
  start: endpoint<typeof TransactionStartResponse, typeof TransactionStartRequest>()('payments.start', 'POST', '/v1/payments/transaction/start', true),
  status: endpoint<typeof TransactionStatus, typeof TransactionStatusQuery>()('payments.status', 'GET', '/v1/payments/transaction/status', true),
  promoInfo: endpoint<typeof PromoInfo>()('payments.promoInfo', 'GET', '/v1/payments/promo/info/:code', true),
  guestPromoInfo: endpoint<typeof PromoInfo>()('payments.guestPromoInfo', 'GET', '/v1/payments/promo/info/guest/:code'),
  sandboxPayment: endpoint<typeof SandboxPayment>()('payments.sandboxPayment', 'GET', '/v1/payments/sandbox/payments/:paymentId'),
  sandboxDecide: endpoint<typeof SandboxDecisionResponse, typeof SandboxDecision>()('payments.sandboxDecide', 'POST', '/v1/payments/sandbox/payments/:paymentId/decide'),
} as const;
